import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { atMostChars, contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormActions, StyledFormStack } from '../../form/Form.styles';
import { requiredText } from '../../form/rules';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import {
  FRONT_PAGE_NOTIFICATION_DISABLED,
  FRONT_PAGE_NOTIFICATION_ENABLED,
} from '../SettingCard/SettingCardConfigs';
import { Spinner } from '../Spinner/Spinner';
import { Input } from '../TextField/TextField';
import { StyledSwitchInput, StyledSwitchLabel } from '../TwoFactorToggle/TwoFactorToggle.styles';
import { StyledMessageText, StyledToggleRow } from './AdminMessageForm.styles';

export type AdminMessageVariant = 'front-page' | 'general';

/** The settings fields each form sends with PUT /settings/update. */
export type AdminMessageValues =
  | { home_page_message_subject: string; home_page_message: string }
  | { general_message_subject: string; general_message: string };

const messageFields = z.object({
  subject: requiredText('Subject is required'),
  message: requiredText('Message is required'),
});

// Each variant sends its own settings fields; both are optional in the update body (a partial
// update), and the form requires them.
const checkedBy = (variant: AdminMessageVariant) =>
  contractForm(`AdminMessageForm (${variant})`, contract.zUpdateSettingsBody, messageFields, {
    bodyKeys:
      variant === 'front-page'
        ? { subject: 'home_page_message_subject', message: 'home_page_message' }
        : { subject: 'general_message_subject', message: 'general_message' },
    uiRequired: ['subject', 'message'],
    messages: { subject: atMostChars('Subject'), message: atMostChars('Message') },
  });

const schemas: Record<AdminMessageVariant, typeof messageFields> = {
  'front-page': checkedBy('front-page'),
  general: checkedBy('general'),
};

/** The general message's schema (the front-page notification's has the same rules). */
export const adminMessageSchema = schemas.general;

type MessageFields = z.infer<typeof adminMessageSchema>;

export interface AdminMessageFormProps {
  variant: AdminMessageVariant;
  /** The saved subject and message. */
  subject?: string | null;
  message?: string | null;
  onSubmit: (values: AdminMessageValues) => Promise<unknown> | void;
  /** Front page only: whether the notice shows (settings.show_front_page_message). */
  enabled?: boolean;
  /** Front page only: saves at once. */
  onToggle?: (enabled: boolean) => Promise<unknown> | void;
  loading?: boolean;
  submitting?: boolean;
  error?: string | null | undefined;
}

const TITLES: Record<AdminMessageVariant, string> = {
  'front-page': 'Front-page notification',
  general: 'General message',
};

/**
 * The admin dashboard's message forms (docs/screens/back-office.md#dashboard): the front-page notification
 * (with its switch, "Front Page Notification Enabled" or "Disabled", saved at once) and the general message.
 * Subject and message are required.
 */
export function AdminMessageForm({
  variant,
  subject,
  message,
  onSubmit,
  enabled = false,
  onToggle,
  loading = false,
  submitting = false,
  error,
}: AdminMessageFormProps) {
  const form = useForm<MessageFields>({
    resolver: zodResolver(schemas[variant]),
    defaultValues: { subject: subject ?? '', message: message ?? '' },
  });
  const { reset } = form;
  useEffect(() => {
    reset({ subject: subject ?? '', message: message ?? '' });
  }, [subject, message, reset]);
  const [toggling, setToggling] = useState(false);
  const busy = submitting || form.formState.isSubmitting;
  const title = TITLES[variant];

  return (
    <Card title={title}>
      {loading ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : (
        <Form {...form}>
          <StyledFormStack
            noValidate
            onSubmit={form.handleSubmit(async ({ subject: s, message: m }) => {
              const values: AdminMessageValues =
                variant === 'front-page'
                  ? { home_page_message_subject: s.trim(), home_page_message: m.trim() }
                  : { general_message_subject: s.trim(), general_message: m.trim() };
              await onSubmit(values);
            })}
          >
            {error ? <Alert tone="danger">{error}</Alert> : null}
            {variant === 'front-page' && onToggle ? (
              <StyledToggleRow>
                <StyledSwitchLabel data-disabled={toggling ? 'true' : undefined}>
                  <StyledSwitchInput
                    type="checkbox"
                    role="switch"
                    checked={enabled}
                    aria-checked={enabled}
                    aria-busy={toggling || undefined}
                    disabled={toggling}
                    onChange={async (event) => {
                      setToggling(true);
                      try {
                        await onToggle(event.target.checked);
                      } catch {
                        // The page reports the failure.
                      } finally {
                        setToggling(false);
                      }
                    }}
                  />
                  {enabled ? FRONT_PAGE_NOTIFICATION_ENABLED : FRONT_PAGE_NOTIFICATION_DISABLED}
                </StyledSwitchLabel>
                {toggling ? <Spinner size="sm" label="Saving" /> : null}
              </StyledToggleRow>
            ) : null}
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
              name="message"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Message</FormLabel>
                  <FormControl>
                    <StyledMessageText rows={5} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <StyledFormActions>
              <Button type="submit" loading={busy}>
                {variant === 'front-page' ? 'Save notification' : 'Save message'}
              </Button>
            </StyledFormActions>
          </StyledFormStack>
        </Form>
      )}
    </Card>
  );
}
