import { zodResolver } from '@hookform/resolvers/zod';
import { contract, formatNaira } from '@kola/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { Form, FormControl, FormDescription, FormField, FormItem, FormMessage } from '../../form/Form';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { SelectInput } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { Input } from '../TextField/TextField';
import { StyledSwitchInput, StyledSwitchLabel } from '../TwoFactorToggle/TwoFactorToggle.styles';
import {
  StyledSettingCurrent,
  StyledSettingForm,
  StyledSettingLabel,
  StyledSettingRow,
  StyledSettingToggleRow,
} from './SettingCard.styles';
import type { SettingConfig, SettingValue } from './SettingCardConfigs';
import { checkNumber } from './SettingCardRules';

export interface SettingCardProps extends SettingConfig {
  /** The saved value; null or undefined when not set (or still loading). */
  value: SettingValue | null | undefined;
  /** Saves one field: the page sends `{ [name]: value }` (PUT /settings/update). */
  onSave: (value: SettingValue, name: string) => Promise<unknown> | void;
  loading?: boolean;
  saving?: boolean;
  disabled?: boolean;
  error?: string | null | undefined;
  /** The server's refusal of the value (422), shown under the input like the card's own checks. */
  fieldError?: string | null | undefined;
  saveLabel?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COMPANY_PHONE_PATTERN = /^\+?[0-9 ()-]{7,30}$/;

/** The message for `raw` under `config`, or null when the value may be saved. */
export function validateSetting(config: SettingConfig, raw: string): string | null {
  const text = raw.trim();
  let problem: string | null = null;
  switch (config.kind) {
    case 'number':
    case 'money':
    case 'percent':
      problem = checkNumber(text, {
        ...(config.invalidMessage ? { invalidMessage: config.invalidMessage } : {}),
        ...(config.min !== undefined ? { min: config.min } : {}),
        ...(config.max !== undefined ? { max: config.max } : config.kind === 'percent' ? { max: 100 } : {}),
        integer: config.integer ?? false,
        ...(config.kind === 'number' ? {} : { decimals: 2 }),
      });
      break;
    case 'text':
      if (!text) problem = `${config.label} is required`;
      else if (config.inputType === 'email' && !EMAIL_PATTERN.test(text))
        problem = 'Enter a valid email address';
      else if (config.inputType === 'tel' && !COMPANY_PHONE_PATTERN.test(text)) {
        problem = 'Enter a valid phone number';
      }
      break;
    case 'select':
      if (!config.options?.some((option) => option.value === text))
        problem = `Choose a ${config.label.toLowerCase()}`;
      break;
    case 'toggle':
      break;
  }
  return problem ?? config.validate?.(raw) ?? null;
}

/** The typed value as the API wants it. */
export function parseSetting(config: SettingConfig, raw: string): SettingValue {
  const text = raw.trim();
  if (config.kind === 'number' || config.kind === 'money' || config.kind === 'percent') return Number(text);
  if (config.kind === 'select' && config.numeric) return Number(text);
  if (config.kind === 'toggle') return text === 'true';
  return text;
}

/** The saved value as a person reads it: ₦1,000.00, 10 %, 30 days, Monthly … */
export function formatSetting(config: SettingConfig, value: SettingValue | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Not set';
  if (config.formatValue) return config.formatValue(value);
  switch (config.kind) {
    case 'money':
      return formatNaira(Number(value));
    case 'percent':
      return `${value} %`;
    case 'number':
      return config.unit ? `${value} ${config.unit}` : String(value);
    case 'select':
      return config.options?.find((option) => option.value === String(value))?.label ?? String(value);
    case 'toggle':
      return value ? (config.onLabel ?? 'Enabled') : (config.offLabel ?? 'Disabled');
    default:
      return String(value);
  }
}

function SettingToggle({
  config,
  value,
  onSave,
  busy,
}: {
  config: SettingConfig;
  value: boolean;
  onSave: SettingCardProps['onSave'];
  busy: boolean;
}) {
  const [pending, setPending] = useState(false);
  const saving = busy || pending;
  return (
    <StyledSettingToggleRow>
      <StyledSwitchLabel data-disabled={saving ? 'true' : undefined}>
        <StyledSwitchInput
          type="checkbox"
          role="switch"
          checked={value}
          aria-checked={value}
          aria-busy={saving || undefined}
          disabled={saving}
          onChange={async (event) => {
            const next = event.target.checked;
            setPending(true);
            try {
              await onSave(next, config.name);
            } catch {
              // The page reports the failure; the switch keeps showing the saved value.
            } finally {
              setPending(false);
            }
          }}
        />
        {value ? (config.onLabel ?? 'Enabled') : (config.offLabel ?? 'Disabled')}
      </StyledSwitchLabel>
      {saving ? <Spinner size="sm" label="Saving" /> : null}
    </StyledSettingToggleRow>
  );
}

/**
 * The card's schema: it sends `{ [config.name]: value }` with PUT /settings/update, checked by
 * that body's field (a name the contract does not know throws at once). Every field of the update
 * body is optional (a partial update); the card always sends its own.
 */
export function settingSchema(config: SettingConfig) {
  return contractForm(
    `SettingCard (${config.name})`,
    contract.zUpdateSettingsBody,
    z.object({
      value: z.string().check(
        z.superRefine((raw, ctx) => {
          const problem = validateSetting(config, raw);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      ),
    }),
    {
      bodyKeys: { value: config.name as keyof typeof contract.zUpdateSettingsBody.shape },
      uiRequired: ['value'],
      toBody: { value: (raw) => parseSetting(config, String(raw)) },
    },
  );
}

/**
 * One setting of the back office (docs/plan.md#settings): its name, the saved value, an input and Save. The
 * built-in checks follow the kind (number, money, percent, text, select) and the messages of
 * docs/screens/back-office.md#validation; `validate` adds more. A toggle saves at once.
 */
export function SettingCard({
  value,
  onSave,
  loading = false,
  saving = false,
  disabled = false,
  error,
  fieldError,
  saveLabel = 'Save',
  ...config
}: SettingCardProps) {
  const schema = useMemo(
    () => settingSchema(config),
    // The config objects are constants; re-create the schema only when the field changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      config.name,
      config.kind,
      config.min,
      config.max,
      config.invalidMessage,
      config.options,
      config.validate,
    ],
  );
  const initial = value === null || value === undefined ? '' : String(value);
  const form = useForm<{ value: string }>({
    resolver: zodResolver(schema),
    defaultValues: { value: initial },
  });
  const { reset } = form;
  useEffect(() => {
    reset({ value: initial });
  }, [initial, reset]);
  const { setError } = form;
  useEffect(() => {
    if (fieldError) setError('value', { type: 'server', message: fieldError }, { shouldFocus: true });
  }, [fieldError, setError]);

  const busy = saving || form.formState.isSubmitting;
  const current = loading ? null : formatSetting(config, value);

  let body;
  if (config.kind === 'toggle') {
    body = loading ? (
      <Spinner label={`Loading ${config.label.toLowerCase()}`} />
    ) : (
      <SettingToggle config={config} value={Boolean(value)} onSave={onSave} busy={busy || disabled} />
    );
  } else {
    const inputMode = config.kind === 'text' ? undefined : config.integer ? 'numeric' : 'decimal';
    body = (
      <Form {...form}>
        <StyledSettingForm
          noValidate
          onSubmit={form.handleSubmit(async ({ value: raw }) => {
            await onSave(parseSetting(config, raw), config.name);
          })}
        >
          <FormField
            control={form.control}
            name="value"
            render={({ field }) => (
              <FormItem>
                <StyledSettingLabel>{config.label}</StyledSettingLabel>
                <StyledSettingRow>
                  <FormControl>
                    {config.kind === 'select' ? (
                      <SelectInput
                        options={[...(config.options ?? [])]}
                        placeholder="Choose…"
                        disabled={disabled || loading}
                        {...field}
                      />
                    ) : (
                      <Input
                        type={config.kind === 'text' ? (config.inputType ?? 'text') : 'text'}
                        {...(inputMode ? { inputMode } : {})}
                        disabled={disabled || loading}
                        {...field}
                      />
                    )}
                  </FormControl>
                  <Button type="submit" loading={busy} disabled={disabled || loading}>
                    {saveLabel}
                  </Button>
                </StyledSettingRow>
                <FormDescription>
                  {config.description ? `${config.description} ` : ''}
                  {loading ? 'Loading the current value…' : `Current value: ${current}`}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </StyledSettingForm>
      </Form>
    );
  }

  return (
    <Card title={config.label}>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {config.kind === 'toggle' && config.description ? (
        <StyledSettingCurrent>{config.description}</StyledSettingCurrent>
      ) : null}
      {body}
    </Card>
  );
}
