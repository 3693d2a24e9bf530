import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { emailRule } from '../../form/rules';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Input } from '../TextField/TextField';
import { StyledInviteActions, StyledInviteFields, StyledInviteForm } from './InviteFriendForm.styles';

// The body of POST /users/{id}/invite-guest has no name (the invitation goes by email), so the form
// asks only for the email.
export const inviteFriendSchema = contractForm(
  'InviteFriendForm',
  contract.zInviteGuestBody,
  z.object({ email: emailRule }),
);

export type InviteFriendValues = z.infer<typeof inviteFriendSchema>;

export interface InviteFriendFormProps {
  /** Sends the invitation (POST /users/{id}/invite-guest). The form clears when it resolves. */
  onSubmit: (values: InviteFriendValues) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string | null | undefined;
  /** E.g. "Friend invited successfully", shown after a successful invitation. */
  success?: string | null | undefined;
  disabled?: boolean;
}

/** The dashboard's invite-a-friend form: the friend's email. */
export function InviteFriendForm({
  onSubmit,
  submitting = false,
  error,
  success,
  disabled = false,
}: InviteFriendFormProps) {
  const form = useForm<InviteFriendValues>({
    resolver: zodResolver(inviteFriendSchema),
    defaultValues: { email: '' },
  });
  const busy = submitting || form.formState.isSubmitting;

  return (
    <Form {...form}>
      <StyledInviteForm
        noValidate
        aria-label="Invite a friend"
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await onSubmit(values);
            form.reset();
          } catch {
            // The page reports the failure through `error`; the values stay for a retry.
          }
        })}
      >
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {success ? <Alert tone="success">{success}</Alert> : null}
        <StyledInviteFields disabled={disabled}>
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Friend&apos;s email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </StyledInviteFields>
        <StyledInviteActions>
          <Button type="submit" loading={busy} disabled={disabled}>
            Invite
          </Button>
        </StyledInviteActions>
      </StyledInviteForm>
    </Form>
  );
}
