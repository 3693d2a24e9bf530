import { zodResolver } from '@hookform/resolvers/zod';
import { contract, formatNaira } from '@kola/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../form/Form';
import { atMostChars, contractForm } from '../../form/contract';
import { StyledFormActions, StyledFormGrid, StyledFormStack } from '../../form/Form.styles';
import { emailRule, newPasswordRule, requiredText, USERNAME_PATTERN, usernameRule } from '../../form/rules';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog, DialogClose } from '../Dialog/Dialog';
import { PasswordInput } from '../PasswordField/PasswordField';
import { SelectInput } from '../Select/Select';
import { Input } from '../TextField/TextField';
import { TextLink, type LinkComponentProps } from '../TextLink/TextLink';
import { StyledRegisterFooter, StyledTermsRow, StyledTermsText } from './RegisterForm.styles';

export const SPONSOR_HINT =
  'If your upline already has two direct registrations, choose another upline and put the person who invited you in the sponsor field.';

/** Under the upline field: what an empty upline does (docs/trees-and-placement.md#spill-over). */
export const UPLINE_HINT =
  'Leave empty to be placed in the first free position under your sponsor (or under the company when you have no sponsor).';

const optionalUsername = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || USERNAME_PATTERN.test(value), 'Enter a valid username'),
);

export const registerSchema = contractForm(
  'RegisterForm',
  contract.zRegisterBody,
  z.object({
    first_name: requiredText('First name is required'),
    last_name: requiredText('Last name is required'),
    username: usernameRule,
    password: newPasswordRule,
    email: emailRule,
    phone: requiredText('Phone number is required'),
    referrer: optionalUsername,
    placer: optionalUsername,
    package_id: z.string().check(z.minLength(1, 'Package required')),
    terms: z.boolean().check(z.refine((value) => value, 'You must accept the terms and conditions')),
  }),
  {
    uiOnly: ['terms'],
    messages: {
      first_name: atMostChars('First name'),
      last_name: atMostChars('Last name'),
      phone: 'Enter a valid phone number',
    },
    toBody: { package_id: Number },
  },
);

export type RegisterFormFields = z.infer<typeof registerSchema>;

/** What onSubmit receives: the registration payload (referrer and placer omitted when empty). */
export interface RegisterValues {
  first_name: string;
  last_name: string;
  username: string;
  password: string;
  email: string;
  phone: string;
  referrer?: string;
  placer?: string;
  package_id: number;
}

export interface RegistrationPackage {
  id: number;
  name: string;
  registration_value: number;
}

export interface RegisterFormProps extends LinkComponentProps {
  packages: RegistrationPackage[];
  defaultValues?: Partial<Pick<RegisterFormFields, 'referrer' | 'placer'>> & Partial<RegisterFormFields>;
  onSubmit: (values: RegisterValues) => Promise<unknown> | void;
  termsText: string;
  error?: string | null | undefined;
  submitting?: boolean;
  loginHref: string;
}

/** Partner registration with package choice, upline/sponsor, and the terms checkbox. */
export function RegisterForm({
  packages,
  defaultValues,
  onSubmit,
  termsText,
  error,
  submitting = false,
  loginHref,
  linkComponent = 'a',
}: RegisterFormProps) {
  const form = useForm<RegisterFormFields>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      username: '',
      password: '',
      email: '',
      phone: '',
      referrer: '',
      placer: '',
      package_id: '',
      terms: false,
      ...defaultValues,
    },
  });
  const busy = submitting || form.formState.isSubmitting;
  const packageOptions = packages.map((pkg) => ({
    value: String(pkg.id),
    label: `${pkg.name} — ${formatNaira(pkg.registration_value)}`,
  }));

  const text = (
    fieldName: keyof RegisterFormFields & string,
    label: string,
    props: Record<string, string> = {},
  ) => (
    <FormField
      control={form.control}
      name={fieldName as 'first_name'}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...props} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <StyledFormStack
        noValidate
        aria-label="Register"
        onSubmit={form.handleSubmit(async ({ terms: _terms, referrer, placer, package_id, ...rest }) => {
          await onSubmit({
            ...rest,
            ...(referrer ? { referrer } : {}),
            ...(placer ? { placer } : {}),
            package_id: Number(package_id),
          });
        })}
      >
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <StyledFormGrid>
          {text('first_name', 'First name', { autoComplete: 'given-name' })}
          {text('last_name', 'Last name', { autoComplete: 'family-name' })}
          {text('username', 'Username', { autoComplete: 'username', autoCapitalize: 'none' })}
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Password</FormLabel>
                <FormControl>
                  <PasswordInput autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'Phone number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          <FormField
            control={form.control}
            name="referrer"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Upline (placement) username</FormLabel>
                <FormControl>
                  <Input autoCapitalize="none" {...field} />
                </FormControl>
                <FormDescription>{UPLINE_HINT}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          {text('placer', 'Sponsor username (optional)', { autoCapitalize: 'none' })}
        </StyledFormGrid>
        <Alert tone="info">{SPONSOR_HINT}</Alert>
        <FormField
          control={form.control}
          name="package_id"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Registration package</FormLabel>
              <FormControl>
                <SelectInput options={packageOptions} placeholder="Choose a package" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="terms"
          render={({ field: { value, onChange, ...field } }) => (
            <FormItem>
              <StyledTermsRow>
                <FormControl>
                  <Checkbox
                    label="I have read and accept the terms and conditions"
                    checked={value}
                    onChange={(event) => onChange(event.target.checked)}
                    {...field}
                  />
                </FormControl>
                <FormDescription>
                  <Dialog
                    title="Terms and conditions"
                    trigger={<Button variant="link">Read the terms</Button>}
                    footer={
                      <DialogClose asChild>
                        <Button>Close terms</Button>
                      </DialogClose>
                    }
                  >
                    <StyledTermsText>{termsText}</StyledTermsText>
                  </Dialog>
                </FormDescription>
              </StyledTermsRow>
              <FormMessage />
            </FormItem>
          )}
        />
        <StyledFormActions>
          <Button type="submit" loading={busy} fullWidth>
            Register
          </Button>
        </StyledFormActions>
        <StyledRegisterFooter>
          Already a partner?{' '}
          <TextLink href={loginHref} linkComponent={linkComponent}>
            Login
          </TextLink>
        </StyledRegisterFooter>
      </StyledFormStack>
    </Form>
  );
}
