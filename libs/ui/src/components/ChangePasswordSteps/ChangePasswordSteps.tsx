import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormStack } from '../../form/Form.styles';
import { codeRule, newPasswordRule } from '../../form/rules';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { PasswordInput } from '../PasswordField/PasswordField';
import { Input } from '../TextField/TextField';
import { StyledLabel } from '../TextField/TextField.styles';
import { StyledStepIndicator, StyledSteps } from './ChangePasswordSteps.styles';

export const sendCodeSchema = contractForm(
  'ChangePasswordSteps (send code)',
  contract.zSendChangePasswordCodeBody,
  z.object({ old_password: z.string().check(z.minLength(1, 'Old password is required')) }),
);
export type SendCodeValues = z.infer<typeof sendCodeSchema>;

export const changePasswordSchema = contractForm(
  'ChangePasswordSteps',
  contract.zChangePasswordBody,
  z.object({ code: codeRule, password: newPasswordRule }),
);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export type ChangePasswordStep = 1 | 2;

export interface ChangePasswordStepsProps {
  email: string;
  /** Step 1: send the confirmation code (the page keeps old_password for step 2 if needed). */
  onSendCode: (values: SendCodeValues) => Promise<unknown> | void;
  /** Step 2: change the password with the emailed code. */
  onChange: (values: ChangePasswordValues) => Promise<unknown> | void;
  /** 1 = send code, 2 = enter code and new password. The page moves to 2 after a successful send. */
  step: ChangePasswordStep;
  error?: string | null | undefined;
  submitting?: boolean;
}

function SendCodeStep({
  email,
  onSendCode,
  busyProp,
}: {
  email: string;
  onSendCode: ChangePasswordStepsProps['onSendCode'];
  busyProp: boolean;
}) {
  const emailId = useId();
  const form = useForm<SendCodeValues>({
    resolver: zodResolver(sendCodeSchema),
    defaultValues: { old_password: '' },
  });
  const busy = busyProp || form.formState.isSubmitting;
  return (
    <Form {...form}>
      <StyledFormStack
        noValidate
        aria-label="Send confirmation code"
        onSubmit={form.handleSubmit(async (values) => {
          await onSendCode(values);
        })}
      >
        <FormItem>
          <StyledLabel htmlFor={emailId}>Email</StyledLabel>
          <Input id={emailId} type="email" value={email} readOnly />
        </FormItem>
        <FormField
          control={form.control}
          name="old_password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Old password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" loading={busy}>
          Send Confirmation code
        </Button>
      </StyledFormStack>
    </Form>
  );
}

function ChangeStep({
  onChange,
  busyProp,
}: {
  onChange: ChangePasswordStepsProps['onChange'];
  busyProp: boolean;
}) {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { code: '', password: '' },
  });
  const busy = busyProp || form.formState.isSubmitting;
  return (
    <Form {...form}>
      <StyledFormStack
        noValidate
        aria-label="Change password"
        onSubmit={form.handleSubmit(async (values) => {
          await onChange(values);
        })}
      >
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confirmation code</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" loading={busy}>
          Change Password
        </Button>
      </StyledFormStack>
    </Form>
  );
}

/** The Security tab's two-step password change: send a code with the old password, then change. */
export function ChangePasswordSteps({
  email,
  onSendCode,
  onChange,
  step,
  error,
  submitting = false,
}: ChangePasswordStepsProps) {
  return (
    <StyledSteps>
      <StyledStepIndicator>Step {step} of 2</StyledStepIndicator>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {step === 1 ? (
        <SendCodeStep email={email} onSendCode={onSendCode} busyProp={submitting} />
      ) : (
        <ChangeStep onChange={onChange} busyProp={submitting} />
      )}
    </StyledSteps>
  );
}
