import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { asNumber, atMostChars, contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormActions, StyledFormStack } from '../../form/Form.styles';
import { PHONE_PATTERN, requiredText } from '../../form/rules';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { checkNumber } from '../SettingCard/SettingCardRules';
import { Input } from '../TextField/TextField';
import { StyledTextarea } from './MemberDetailTabs.styles';

type Submit<T> = (values: T) => Promise<unknown> | void;

/** Runs onSubmit and empties the form when it resolves; a failure keeps the values. */
async function submitAndReset<T>(onSubmit: Submit<T>, values: T, reset: () => void) {
  try {
    await onSubmit(values);
  } catch {
    return;
  }
  reset();
}

export const memberUserSchema = contractForm(
  'MemberDetailTabs (names and phone)',
  contract.zUpdateUserBody,
  z.object({
    first_name: requiredText('First name is required'),
    last_name: requiredText('Last name is required'),
    phone: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Phone is required'),
        z.regex(PHONE_PATTERN, 'Enter a phone number of 7 to 15 digits, optionally with a leading +'),
      ),
  }),
  { messages: { first_name: atMostChars('First name'), last_name: atMostChars('Last name') } },
);
export type MemberUserValues = z.infer<typeof memberUserSchema>;

/**
 * Profile tab (docs/screens/back-office.md#member-detail): the administrator corrects the member's
 * names and phone (PUT /users/{uuid}/update); the email and username never change here. A
 * success keeps what was saved in the fields.
 */
export function MemberDetailTabsEditUser({
  defaultValues,
  onSubmit,
  error,
}: {
  defaultValues: MemberUserValues;
  onSubmit: Submit<MemberUserValues>;
  error?: string | null | undefined;
}) {
  const form = useForm<MemberUserValues>({ resolver: zodResolver(memberUserSchema), defaultValues });
  return (
    <Card title="Edit names and phone">
      <Form {...form}>
        <StyledFormStack
          noValidate
          onSubmit={form.handleSubmit(async (values) => {
            const trimmed = {
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              phone: values.phone.trim(),
            };
            await submitAndReset(onSubmit, trimmed, () => form.reset(trimmed));
          })}
        >
          {error ? <Alert tone="danger">{error}</Alert> : null}
          {(['first_name', 'last_name', 'phone'] as const).map((name) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{USER_FIELD_LABELS[name]}</FormLabel>
                  <FormControl>
                    <Input
                      autoComplete="off"
                      {...(name === 'phone' ? { type: 'tel', inputMode: 'tel' as const } : {})}
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
          <StyledFormActions>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save changes
            </Button>
          </StyledFormActions>
        </StyledFormStack>
      </Form>
    </Card>
  );
}

const USER_FIELD_LABELS = { first_name: 'First name', last_name: 'Last name', phone: 'Phone' } as const;

export const memberPasswordSchema = contractForm(
  'MemberDetailTabs (password)',
  contract.zChangeUserPasswordBody,
  z.object({
    password: z
      .string()
      .check(
        z.minLength(1, 'Password is required'),
        z.minLength(8, 'Password must be at least 8 characters'),
      ),
  }),
  { messages: { password: atMostChars('Password') } },
);
export type MemberPasswordValues = z.infer<typeof memberPasswordSchema>;

/** Password tab (docs/screens/back-office.md#members): a new password, shown as plain text, required. */
export function MemberDetailTabsPassword({
  onSubmit,
  error,
}: {
  onSubmit: Submit<MemberPasswordValues>;
  error?: string | null | undefined;
}) {
  const form = useForm<MemberPasswordValues>({
    resolver: zodResolver(memberPasswordSchema),
    defaultValues: { password: '' },
  });
  return (
    <Card title="Change password">
      <Form {...form}>
        <StyledFormStack
          noValidate
          onSubmit={form.handleSubmit((values) => submitAndReset(onSubmit, values, () => form.reset()))}
        >
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>New password</FormLabel>
                <FormControl>
                  <Input type="text" autoComplete="off" spellCheck={false} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFormActions>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Change password
            </Button>
          </StyledFormActions>
        </StyledFormStack>
      </Form>
    </Card>
  );
}

export const memberMessageSchema = contractForm(
  'MemberDetailTabs (message)',
  contract.zSendUserMessageBody,
  z.object({
    subject: requiredText('Subject is required'),
    body: requiredText('Message is required'),
  }),
  { messages: { subject: atMostChars('Subject'), body: atMostChars('Message') } },
);
export type MemberMessageValues = z.infer<typeof memberMessageSchema>;

/** Send Message tab (POST /users/{id}/send-message): subject and message, both required. */
export function MemberDetailTabsMessage({
  onSubmit,
  error,
}: {
  onSubmit: Submit<MemberMessageValues>;
  error?: string | null | undefined;
}) {
  const form = useForm<MemberMessageValues>({
    resolver: zodResolver(memberMessageSchema),
    defaultValues: { subject: '', body: '' },
  });
  return (
    <Card title="Send message">
      <Form {...form}>
        <StyledFormStack
          noValidate
          onSubmit={form.handleSubmit((values) =>
            submitAndReset(onSubmit, { subject: values.subject.trim(), body: values.body.trim() }, () =>
              form.reset(),
            ),
          )}
        >
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <FormField
            control={form.control}
            name="subject"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Subject</FormLabel>
                <FormControl>
                  <Input autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="body"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Message</FormLabel>
                <FormControl>
                  <StyledTextarea rows={6} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFormActions>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Send message
            </Button>
          </StyledFormActions>
        </StyledFormStack>
      </Form>
    </Card>
  );
}

export const bankTransferSchema = contractForm(
  'MemberDetailTabs (bank transfer)',
  contract.zPayUserByBankTransferBody,
  z.object({
    amount: z.string().check(
      z.superRefine((raw, ctx) => {
        if (raw.trim() === '') {
          ctx.addIssue({ code: 'custom', message: 'Amount is required' });
          return;
        }
        const problem = checkNumber(raw, { decimals: 2, min: 1, invalidMessage: 'Enter a valid amount' });
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
    reason: requiredText('Reason is required'),
  }),
  { messages: { reason: atMostChars('Reason') }, toBody: { amount: asNumber } },
);
type BankTransferFields = z.infer<typeof bankTransferSchema>;

/** The body of POST /payments/{id}/bank-transfer. */
export interface BankTransferValues {
  amount: number;
  reason: string;
}

/**
 * Pays the member by bank transfer (docs/screens/back-office.md#members): amount and reason, both required.
 */
export function MemberDetailTabsTransfer({
  onSubmit,
  error,
}: {
  onSubmit: Submit<BankTransferValues>;
  error?: string | null | undefined;
}) {
  const form = useForm<BankTransferFields>({
    resolver: zodResolver(bankTransferSchema),
    defaultValues: { amount: '', reason: '' },
  });
  return (
    <Card title="Pay by bank transfer">
      <Form {...form}>
        <StyledFormStack
          noValidate
          onSubmit={form.handleSubmit((values) =>
            submitAndReset(onSubmit, { amount: Number(values.amount), reason: values.reason.trim() }, () =>
              form.reset(),
            ),
          )}
        >
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <FormField
            control={form.control}
            name="amount"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Amount (₦)</FormLabel>
                <FormControl>
                  <Input inputMode="decimal" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="reason"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Reason</FormLabel>
                <FormControl>
                  <Input autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFormActions>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Pay member
            </Button>
          </StyledFormActions>
        </StyledFormStack>
      </Form>
    </Card>
  );
}
