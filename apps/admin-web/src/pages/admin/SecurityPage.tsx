import { useState } from 'react';
import { errorMessage, useApiClient, useAuthAdmin, useChangePassword } from '@kola/api';
import { Card, ChangePasswordSteps, PageHeader, Spinner, Tabs, TwoFactorToggle, useToast } from '@kola/ui';
import { PageStack } from '../../layouts/PlaceholderPage';

function TwoFactorTab() {
  const api = useApiClient();
  const toast = useToast();
  const admin = useAuthAdmin();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(enable_2fa: boolean) {
    setError(null);
    setSaving(true);
    try {
      const { data } = await api.PUT('/auth/toggle-admin-2fa', { body: { enable_2fa } });
      toast.show({ tone: 'success', message: data!.message });
      // 03 "Admin security": the toggle saves on click, then the admin record is reloaded.
      await admin.mutate();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  if (!admin.data) return <Spinner />;
  return (
    <TwoFactorToggle
      enabled={admin.data.enable_2fa}
      onChange={(next) => void toggle(next)}
      saving={saving}
      error={error}
    />
  );
}

function ChangePasswordTab({ email }: { email: string }) {
  const toast = useToast();
  const { step, error, sendCode, change } = useChangePassword({ email, userType: 'admin' });
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

/** /admin/security: the administrator's 2FA switch and password change (03 "Admin security"). */
export function SecurityPage() {
  const admin = useAuthAdmin();
  return (
    <PageStack>
      <PageHeader title="Security" />
      <Card>
        <Tabs
          label="Security"
          defaultValue="two-factor"
          items={[
            { value: 'two-factor', label: 'Enable/Disable 2FA', content: <TwoFactorTab /> },
            {
              value: 'password',
              label: 'Change Password',
              content: admin.data ? <ChangePasswordTab email={admin.data.email} /> : <Spinner />,
            },
          ]}
        />
      </Card>
    </PageStack>
  );
}
