import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormActions, StyledFormStack } from '../../form/Form.styles';
import { codeRule } from '../../form/rules';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Input } from '../TextField/TextField';
import { StyledCodeInputWrapper, StyledCodeIntro, StyledCodeText, StyledCodeTitle } from './CodeForm.styles';

export const codeSchema = contractForm('CodeForm', contract.zConfirmEmailBody, z.object({ code: codeRule }));
export type CodeValues = z.infer<typeof codeSchema>;

export interface CodeFormProps {
  title?: ReactNode;
  description?: ReactNode;
  /** The address the code went to; shown to the user. */
  email?: string;
  /** E.g. "Authenticate" (2FA) or "Confirm" (email confirmation). */
  submitLabel?: string;
  onSubmit: (values: CodeValues) => Promise<unknown> | void;
  onResend: () => Promise<unknown> | void;
  resendLabel?: string;
  error?: string | null | undefined;
  submitting?: boolean;
  resending?: boolean;
}

/** A 6-digit emailed code with submit and a "Resend code" link-button (2FA, email confirmation). */
export function CodeForm({
  title,
  description,
  email,
  submitLabel = 'Confirm',
  onSubmit,
  onResend,
  resendLabel = 'Resend code',
  error,
  submitting = false,
  resending = false,
}: CodeFormProps) {
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const busy = submitting || form.formState.isSubmitting;
  const intro =
    description ??
    (email ? (
      <>
        We sent a 6-digit code to <strong>{email}</strong>.
      </>
    ) : null);

  return (
    <Form {...form}>
      <StyledFormStack
        noValidate
        aria-label={typeof title === 'string' ? title : 'Verification code'}
        onSubmit={form.handleSubmit(async (values) => {
          await onSubmit(values);
        })}
      >
        {title || intro ? (
          <StyledCodeIntro>
            {title ? <StyledCodeTitle>{title}</StyledCodeTitle> : null}
            {intro ? <StyledCodeText>{intro}</StyledCodeText> : null}
          </StyledCodeIntro>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Code</FormLabel>
              <StyledCodeInputWrapper>
                <FormControl>
                  <Input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    pattern="[0-9]*"
                    {...field}
                    onChange={(event) => field.onChange(event.target.value.replace(/\s+/g, ''))}
                  />
                </FormControl>
              </StyledCodeInputWrapper>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" fullWidth loading={busy}>
          {submitLabel}
        </Button>
        <StyledFormActions>
          <span>Didn&apos;t get the code?</span>
          <Button variant="link" loading={resending} onClick={() => void onResend()}>
            {resendLabel}
          </Button>
        </StyledFormActions>
      </StyledFormStack>
    </Form>
  );
}
