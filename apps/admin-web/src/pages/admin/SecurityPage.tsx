import { useState } from 'react';
import { errorMessage, useApiClient, useAuthAdmin } from '@kola/api';
import {
  Alert,
  Card,
  ChangePasswordSteps,
  PageHeader,
  Spinner,
  Tabs,
  TwoFactorToggle,
  useToast,
  type ChangePasswordStep,
  type ChangePasswordValues,
  type SendCodeValues,
} from '@kola/ui';
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
    <>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <TwoFactorToggle
        enabled={admin.data.enable_2fa}
        onChange={(next) => void toggle(next)}
        saving={saving}
      />
    </>
  );
}

function ChangePasswordTab({ email }: { email: string }) {
  const api = useApiClient();
  const toast = useToast();
  const [step, setStep] = useState<ChangePasswordStep>(1);
  const [error, setError] = useState<string | null>(null);

  async function sendCode({ old_password }: SendCodeValues) {
    setError(null);
    try {
      const { data } = await api.POST('/auth/change-password-link', {
        body: { email, old_password, user_type: 'admin' },
      });
      toast.show({ tone: 'success', message: data!.message });
      setStep(2);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function change({ code, password }: ChangePasswordValues) {
    setError(null);
    try {
      const { data } = await api.POST('/auth/change-password', {
        body: { code, password, email, user_type: 'admin' },
      });
      toast.show({ tone: 'success', message: data!.message });
      setStep(1);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <ChangePasswordSteps email={email} step={step} onSendCode={sendCode} onChange={change} error={error} />
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
