import { useState } from 'react';
import { errorMessage, useMutation, useQuery } from '@kola/api';
import { SETTING_CARDS, SETTING_SCREENS, SettingCard, type SettingValue, useToast } from '@kola/ui';
import { StyledScreenSettings } from './catalogue.styles';
import { LoadError } from './LoadError';

export interface ScreenSettingsProps {
  /** Which screen's cards (SETTING_SCREENS), e.g. "ranks". */
  screen: keyof typeof SETTING_SCREENS;
}

/**
 * The setting cards of a catalogue screen (docs/screens/back-office.md#settings-screens): each card
 * shows its saved value from GET /settings/all and saves its one field with PUT /settings/update
 * ("Setting updated successfully"); a refusal shows on that card only and changes nothing. When the
 * settings cannot be read, the error and Retry replace the cards.
 */
export function ScreenSettings({ screen }: ScreenSettingsProps) {
  const settings = useQuery('/settings/all');
  const update = useMutation('put', '/settings/update', { revalidates: (read) => read === '/settings/all' });
  const [saving, setSaving] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const toast = useToast();

  if (settings.error) {
    return <LoadError message={errorMessage(settings.error)} onRetry={() => void settings.mutate()} />;
  }

  const save = async (name: string, value: SettingValue) => {
    setSaving(name);
    setErrors((all) => ({ ...all, [name]: undefined }));
    try {
      const answer = await update.trigger({ body: { [name]: value } });
      toast.show({ tone: 'success', message: answer.message });
    } catch (err) {
      // The card keeps the typed value and shows why (a 422 names the field's rule).
      setErrors((all) => ({ ...all, [name]: errorMessage(err) }));
    } finally {
      setSaving(null);
    }
  };

  return (
    <StyledScreenSettings>
      {SETTING_SCREENS[screen].map((name) => {
        const config = SETTING_CARDS[name];
        const value = settings.data?.[name as keyof typeof settings.data];
        return (
          <SettingCard
            key={name}
            {...config}
            value={value as SettingValue | null | undefined}
            loading={settings.isLoading}
            saving={saving === name}
            disabled={saving !== null && saving !== name}
            error={errors[name]}
            onSave={(next) => save(name, next)}
          />
        );
      })}
    </StyledScreenSettings>
  );
}
