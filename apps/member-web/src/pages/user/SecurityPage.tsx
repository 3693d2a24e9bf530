import { useState } from 'react';
import { errorMessage, useApiClient, useAuthUser, useChangePassword } from '@kola/api';
import { Card, ChangePasswordSteps, PageHeader, Tabs, TwoFactorToggle, useToast } from '@kola/ui';
import { PageStack } from '../../layouts/PlaceholderPage';
import { useMember } from '../../layouts/RequireMember';

function TwoFactorTab({ uuid, enabled }: { uuid: string; enabled: boolean }) {
  const api = useApiClient();
  const toast = useToast();
  const user = useAuthUser();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(enable_2fa: boolean) {
    setError(null);
    setSaving(true);
    try {
      const { data } = await api.PUT('/users/{uuid}/toggle-2fa', {
        params: { path: { uuid } },
        body: { enable_2fa },
      });
      toast.show({ tone: 'success', message: data!.message });
      // Saved at once (01 §4); the member record is reloaded so every screen sees the new state.
      await user.mutate();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <TwoFactorToggle enabled={enabled} onChange={(next) => void toggle(next)} saving={saving} error={error} />
  );
}

function ChangePasswordTab({ email }: { email: string }) {
  const toast = useToast();
  const { step, error, sendCode, change } = useChangePassword({ email, userType: 'user' });
  const notify = (message: string | null) => {
    if (message !== null) toast.show({ tone: 'success', message });
  };

  return (
    <ChangePasswordSteps
      email={email}
      step={step}
      onSendCode={async (values) => notify(await sendCode(values))}
      onChange={async (values) => notify(await change(values))}
      error={error}
    />
  );
}

/** /user/security: the 2FA switch and the two-step password change (01 §2 Security). */
export function SecurityPage() {
  const member = useMember();
  return (
    <PageStack>
      <PageHeader title="Security" />
      <Card>
        <Tabs
          label="Security"
          defaultValue="two-factor"
          items={[
            {
              value: 'two-factor',
              label: 'Enable/Disable 2FA',
              content: <TwoFactorTab uuid={member.uuid} enabled={member.enable_2fa} />,
            },
            {
              value: 'password',
              label: 'Change Password',
              content: <ChangePasswordTab email={member.email} />,
            },
          ]}
        />
      </Card>
    </PageStack>
  );
}
