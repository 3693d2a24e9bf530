// Public API of @kola/ui: explicit named re-exports only.

// Theme
export { cssVarName, GlobalStyle, theme, tokens, tokensToCssVariables, UiProvider } from './theme/index';
export type { AppTheme, Tokens, UiProviderProps } from './theme/index';

// Form wiring (shadcn form.tsx on react-hook-form)
export {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  StyledFormActions,
  StyledFormGrid,
  StyledFormStack,
  useFormField,
} from './form/index';
export type {
  FormControlProps,
  FormDescriptionProps,
  FormFieldProps,
  FormItemProps,
  FormLabelProps,
  FormMessageProps,
} from './form/index';
export { CODE_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from './form/rules';

// Basics
export { Alert } from './components/Alert/index';
export type { AlertProps, AlertTone } from './components/Alert/index';
export { Avatar } from './components/Avatar/index';
export type { AvatarProps } from './components/Avatar/index';
export { Badge } from './components/Badge/index';
export type { BadgeProps, BadgeTone } from './components/Badge/index';
export { Button } from './components/Button/index';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/index';
export { Card } from './components/Card/index';
export type { CardProps } from './components/Card/index';
export { Checkbox } from './components/Checkbox/index';
export type { CheckboxProps } from './components/Checkbox/index';
export { ConfirmDialog } from './components/ConfirmDialog/index';
export type { ConfirmDialogProps } from './components/ConfirmDialog/index';
export { Dialog, DialogClose } from './components/Dialog/index';
export type { DialogProps } from './components/Dialog/index';
export { EmptyState } from './components/EmptyState/index';
export type { EmptyStateProps } from './components/EmptyState/index';
export { PageHeader } from './components/PageHeader/index';
export type { PageHeaderProps } from './components/PageHeader/index';
export { PasswordField, PasswordInput } from './components/PasswordField/index';
export type { PasswordFieldProps, PasswordInputProps } from './components/PasswordField/index';
export { Select, SelectInput } from './components/Select/index';
export type { SelectInputProps, SelectOption, SelectProps } from './components/Select/index';
export { Spinner } from './components/Spinner/index';
export type { SpinnerProps } from './components/Spinner/index';
export { Tabs } from './components/Tabs/index';
export type { TabItem, TabsProps } from './components/Tabs/index';
export { Input, TextField } from './components/TextField/index';
export type { InputProps, TextFieldProps } from './components/TextField/index';
export { linkTargetProps, TextLink, UiLink } from './components/TextLink/index';
export type { LinkComponent, LinkComponentProps, TextLinkProps } from './components/TextLink/index';
export { ToastProvider, useToast } from './components/Toast/index';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './components/Toast/index';
export { VisuallyHidden } from './components/VisuallyHidden/index';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/index';

// Auth
export { AdminLoginForm, adminLoginSchema } from './components/AdminLoginForm/index';
export type { AdminLoginFormProps, AdminLoginValues } from './components/AdminLoginForm/index';
export { AuthLayout } from './components/AuthLayout/index';
export type { AuthLayoutProps } from './components/AuthLayout/index';
export { CodeForm, codeSchema } from './components/CodeForm/index';
export type { CodeFormProps, CodeValues } from './components/CodeForm/index';
export { ForgotPasswordForm, forgotPasswordSchema } from './components/ForgotPasswordForm/index';
export type { ForgotPasswordFormProps, ForgotPasswordValues } from './components/ForgotPasswordForm/index';
export { LoginForm, loginSchema } from './components/LoginForm/index';
export type { LoginFormProps, LoginValues } from './components/LoginForm/index';
export { MISSING_EMAIL_MESSAGE, MissingEmailWarning } from './components/MissingEmailWarning/index';
export type { MissingEmailWarningProps } from './components/MissingEmailWarning/index';
export { NOT_FOUND_MESSAGE, NotFound } from './components/NotFound/index';
export type { NotFoundProps } from './components/NotFound/index';
export { RegisterForm, registerSchema, SPONSOR_HINT } from './components/RegisterForm/index';
export type {
  RegisterFormFields,
  RegisterFormProps,
  RegisterValues,
  RegistrationPackage,
} from './components/RegisterForm/index';
export { ResetPasswordForm, resetPasswordSchema } from './components/ResetPasswordForm/index';
export type {
  ResetPasswordFields,
  ResetPasswordFormProps,
  ResetPasswordValues,
} from './components/ResetPasswordForm/index';
export { LOGOUT_CONFIRMATION, WelcomePanel } from './components/WelcomePanel/index';
export type { WelcomePanelProps } from './components/WelcomePanel/index';

// Shell
export { AppShell } from './components/AppShell/index';
export type { AppShellProps } from './components/AppShell/index';
export {
  ChangePasswordSteps,
  changePasswordSchema,
  sendCodeSchema,
} from './components/ChangePasswordSteps/index';
export type {
  ChangePasswordStep,
  ChangePasswordStepsProps,
  ChangePasswordValues,
  SendCodeValues,
} from './components/ChangePasswordSteps/index';
export { ComingSoon } from './components/ComingSoon/index';
export type { ComingSoonProps } from './components/ComingSoon/index';
export { Sidebar } from './components/Sidebar/index';
export type { SidebarItem, SidebarProps, SidebarUser } from './components/Sidebar/index';
export { TwoFactorToggle } from './components/TwoFactorToggle/index';
export type { TwoFactorToggleProps } from './components/TwoFactorToggle/index';

// Screen pieces of documents 01-03, grouped by area (each file lists its named exports).
export * from './groups/shellAndStats';
export * from './groups/tablesAndNetwork';
export * from './groups/memberMoney';
export * from './groups/adminAndSettings';
export * from './groups/commerce';
