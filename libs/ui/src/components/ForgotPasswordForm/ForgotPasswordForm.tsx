import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormStack } from '../../form/Form.styles';
import { lazyResolver } from '../../form/lazyResolver';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Input } from '../TextField/TextField';
import { StyledForgot, StyledForgotPanel } from './ForgotPasswordForm.styles';
import type { ForgotPasswordValues } from './ForgotPasswordForm.schema';

export type { ForgotPasswordValues } from './ForgotPasswordForm.schema';

// Loaded when a field gets the focus or on the first submit, not with the login screens
// (form/lazyResolver.ts).
const forgotPasswordResolver = lazyResolver(() =>
  import('./ForgotPasswordForm.schema').then((m) => m.forgotPasswordResolver),
);

export interface ForgotPasswordFormProps {
  onSubmit: (values: ForgotPasswordValues) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string | null | undefined;
  defaultOpen?: boolean;
  toggleLabel?: string;
  submitLabel?: string;
}

/** A "Forgot password?" toggle that reveals its own email form (used by both login forms). */
export function ForgotPasswordForm({
  onSubmit,
  submitting = false,
  error,
  defaultOpen = false,
  toggleLabel = 'Forgot password?',
  submitLabel = 'Send reset code',
}: ForgotPasswordFormProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const form = useForm<ForgotPasswordValues>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });
  const busy = submitting || form.formState.isSubmitting;

  return (
    <StyledForgot>
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {toggleLabel}
      </Button>
      <StyledForgotPanel id={panelId} data-state={open ? 'open' : 'closed'} hidden={!open}>
        {open ? (
          <Form {...form}>
            <StyledFormStack
              noValidate
              onFocus={forgotPasswordResolver.preload}
              aria-label="Reset password"
              onSubmit={form.handleSubmit(async (values) => {
                await onSubmit(values);
              })}
            >
              {error ? <Alert tone="danger">{error}</Alert> : null}
              <FormField
                control={form.control}
                name="email"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Email address</FormLabel>
                    <FormControl>
                      <Input type="email" autoComplete="email" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" variant="secondary" loading={busy}>
                {submitLabel}
              </Button>
            </StyledFormStack>
          </Form>
        ) : null}
      </StyledForgotPanel>
    </StyledForgot>
  );
}
