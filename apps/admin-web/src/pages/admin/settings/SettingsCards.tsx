import { ApiError, errorMessage, useMutation, useQuery, type components } from '@kola/api';
import {
  Alert,
  Button,
  formatSetting,
  SETTING_CARDS,
  SettingCard,
  useToast,
  type SettingConfig,
  type SettingName,
  type SettingValue,
} from '@kola/ui';
import { useState, type ReactNode } from 'react';
import { StyledSettingsGrid } from './settings.styles';
import type { usePlanChange } from './usePlanChange';

type Settings = components['schemas']['Settings'];
type SettingsUpdate = components['schemas']['SettingsUpdateRequest'];

export interface SettingsCardsProps {
  /** The cards, in order (SETTING_SCREENS of the screen). */
  names: readonly SettingName[];
  /** The card of a field given the saved settings (e.g. the charge follows the charge type); null hides it. */
  configFor?: (name: SettingName, settings: Settings | undefined) => SettingConfig | null;
  /** The page's preview flow (usePlanChange), shared with its other forms. */
  plan: ReturnType<typeof usePlanChange>;
  children?: ReactNode;
}

/** The first message the server gave for `field`, else the error's message. */
export const refusalOf = (error: unknown, field: string) =>
  error instanceof ApiError && error.fieldErrors[field]?.[0]
    ? error.fieldErrors[field][0]
    : errorMessage(error);

/**
 * The settings cards of a plan screen (docs/screens/back-office.md#settings-screens), read from GET
 * /settings/all. A card's button is "Preview effect": the change's effect, then Save and its
 * confirmation send that one field alone with PUT /settings/update; a refusal shows on the field.
 */
export function SettingsCards({ names, configFor, plan, children }: SettingsCardsProps) {
  const toast = useToast();
  const settings = useQuery('/settings/all');
  const update = useMutation('put', '/settings/update', { revalidates: (read) => read === '/settings/all' });
  const [refusals, setRefusals] = useState<Partial<Record<SettingName, string>>>({});

  if (settings.error) {
    return (
      <Alert tone="danger" title="The settings could not be loaded">
        {errorMessage(settings.error)}{' '}
        <Button variant="secondary" size="sm" onClick={() => void settings.mutate()}>
          Retry
        </Button>
      </Alert>
    );
  }

  const propose = (config: SettingConfig, name: SettingName, value: SettingValue) => {
    const saved = settings.data?.[name] as SettingValue | null | undefined;
    setRefusals((now) => ({ ...now, [name]: undefined }));
    const body = { [name]: value } as SettingsUpdate;
    void plan.propose({
      changes: [
        { label: config.label, from: formatSetting(config, saved), to: formatSetting(config, value) },
      ],
      request: { settings: body },
      save: async () => {
        try {
          const answer = await update.trigger({ body });
          toast.show({ tone: 'success', message: answer.message });
        } catch (error) {
          setRefusals((now) => ({ ...now, [name]: refusalOf(error, name) }));
          toast.show({ tone: 'danger', message: errorMessage(error) });
          throw error;
        }
      },
    });
  };

  return (
    <StyledSettingsGrid>
      {names.map((name) => {
        const config = configFor ? configFor(name, settings.data) : SETTING_CARDS[name];
        if (!config) return null;
        return (
          <SettingCard
            key={name}
            {...config}
            value={settings.data?.[name] as SettingValue | null | undefined}
            loading={settings.isLoading}
            saving={update.isMutating}
            fieldError={refusals[name]}
            saveLabel="Preview effect"
            onSave={(value) => propose(config, name, value)}
          />
        );
      })}
      {children}
    </StyledSettingsGrid>
  );
}
