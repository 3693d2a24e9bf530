import { useState } from 'react';
import { errorMessage, useApiClient, useChangePassword } from '@kola/api';
import { Card, ChangePasswordSteps, PageHeader, Tabs, TwoFactorToggle, useToast } from '@kola/ui';
import type { AppShellConfig, ShellAccount } from '../config';
import { PageStack } from '../layouts/PlaceholderPage';

interface SecurityPageProps<A extends ShellAccount> {
  config: AppShellConfig<A>;
  /** The signed-in account (from the sign-in guard). */
  account: A;
}

function TwoFactorTab<A extends ShellAccount>({ config, account }: SecurityPageProps<A>) {
  const api = useApiClient();
  const toast = useToast();
  const query = config.account.useQuery();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(enable_2fa: boolean) {
    setError(null);
    setSaving(true);
    try {
      const message = await config.account.toggleTwoFactor(api, account, enable_2fa);
      toast.show({ tone: 'success', message });
      // Saved at once (docs/screens/member.md#security); the account is reloaded so every screen sees the new
      // state.
      await query.mutate();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <TwoFactorToggle
      enabled={account.enable_2fa}
      onChange={(next) => void toggle(next)}
      saving={saving}
      error={error}
    />
  );
}

function ChangePasswordTab<A extends ShellAccount>({ config, account }: SecurityPageProps<A>) {
  const toast = useToast();
  const query = config.account.useQuery();
  const { step, error, sendCode, change } = useChangePassword({
    email: account.email,
    userType: config.userType,
  });
  const notify = (message: string | null) => {
    if (message !== null) toast.show({ tone: 'success', message });
  };

  return (
    <ChangePasswordSteps
      email={account.email}
      step={step}
      onSendCode={async (values) => notify(await sendCode(values))}
      onChange={async (values) => {
        const message = await change(values);
        notify(message);
        // A changed password may lift a first-sign-in obligation: reload the account.
        if (message !== null) await query.mutate();
      }}
      error={error}
    />
  );
}

/**
 * The security page: the 2FA switch and the two-step password change (docs/screens/member.md#security,
 * docs/screens/back-office.md#security "Admin security").
 */
export function SecurityPage<A extends ShellAccount>(props: SecurityPageProps<A>) {
  return (
    <PageStack>
      <PageHeader title="Security" />
      <Card>
        <Tabs
          label="Security"
          defaultValue={props.account.password_change_required ? 'password' : 'two-factor'}
          items={[
            { value: 'two-factor', label: 'Enable/Disable 2FA', content: <TwoFactorTab {...props} /> },
            { value: 'password', label: 'Change Password', content: <ChangePasswordTab {...props} /> },
          ]}
        />
      </Card>
    </PageStack>
  );
}
