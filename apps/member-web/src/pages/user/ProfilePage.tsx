import { useState } from 'react';
import {
  byId,
  byUuid,
  errorMessage,
  usePayWithWallet,
  useQuery,
  useUpdateProfile,
  type PaymentInitiateRequest,
} from '@kola/api';
import {
  Card,
  NO_BANK_DETAILS_TEXT,
  PackageUpgradeCard,
  PageHeader,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_VERIFIED_MESSAGE,
  PaymentModal,
  ProfileCard,
  ProfileEditForm,
  Spinner,
  Tabs,
  UplineCard,
  useToast,
  type UpgradePackage,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { MemberBankDetails } from '../../bank/MemberBankDetails';
import { PageGrid } from '../../layouts/PageGrid';
import { ReadError } from '../../layouts/ReadError';
import { useMember, type Member } from '../../shell';
import { useCardCheckout } from '../../payments/useCardCheckout';

/**
 * The payment-initiation payload of an upgrade (docs/plan.md#package-upgrade: txn_source package_payment,
 * is_upgrade 1).
 */
const upgradePayment = (target: UpgradePackage, amount: number): PaymentInitiateRequest => ({
  amount,
  description: `Upgrade to ${target.name}`,
  txn_source: 'package_payment',
  is_upgrade: 1,
  meta_data: { package_id: target.id },
});

/**
 * Package upgrade (docs/screens/member.md#profile): only higher packages; Confirm Selection prices the
 * upgrade with GET /users/{id}/package-difference; Pay Now pays it by card in the PaymentModal, Pay with
 * Wallet from the wallet.
 */
function PackageUpgrade({ member }: { member: Member }) {
  const toast = useToast();
  const packages = useQuery('/packages/all');
  const wallet = useQuery('/bonuses/{uuid}/wallet-balance', byUuid(member.uuid));
  const [targetId, setTargetId] = useState<number | null>(null);
  const price = useQuery('/users/{id}/package-difference', byId(targetId));
  const walletPayment = usePayWithWallet();
  const checkout = useCardCheckout({
    onVerified: ({ approved }) =>
      toast.show(
        approved
          ? { tone: 'success', message: PAYMENT_VERIFIED_MESSAGE }
          : { tone: 'info', message: PAYMENT_NOT_VERIFIED_MESSAGE },
      ),
  });

  const readError = packages.error ?? price.error ?? wallet.error;
  const error = walletPayment.error ?? checkout.initiateError ?? (readError ? errorMessage(readError) : null);

  return (
    <>
      <PackageUpgradeCard
        packages={packages.data ?? []}
        currentPackageId={member.package_id}
        walletBalance={wallet.data?.wallet_balance ?? 0}
        onConfirmSelection={(target) => setTargetId(target.id)}
        quote={
          targetId !== null && price.data
            ? { packageId: targetId, amount: price.data.package_difference }
            : null
        }
        onPayNow={(target, amount) => checkout.start(upgradePayment(target, amount))}
        onPayWithWallet={async (target, amount) => {
          const result = await walletPayment.pay(upgradePayment(target, amount));
          if (result === null) return;
          toast.show({ tone: 'success', message: result.message });
        }}
        paying={checkout.busy ? 'card' : walletPayment.paying ? 'wallet' : null}
        loading={packages.isLoading}
        error={error}
      />
      <PaymentModal {...checkout.modalProps} title="Pay for your upgrade" />
    </>
  );
}

function MyProfileTab({ member }: { member: Member }) {
  const profile = useQuery('/users/{uuid}/profile', byUuid(member.uuid));
  const upline = useQuery('/users/{uuid}/upline-details', byUuid(member.uuid));
  const rank = useQuery('/ranks/current-rank-badge/{id}', byId(member.rank_id));
  return (
    <PageStack>
      <PageGrid>
        <ProfileCard
          profile={{
            name: `${member.first_name} ${member.last_name}`,
            username: member.username,
            packageName: member.package_name ?? null,
            rank: rank.data?.name ?? null,
            email: member.email,
            phone: member.phone,
            address: profile.data?.address ?? null,
            photoUrl: member.photo_path,
          }}
        />
        <UplineCard
          upline={upline.data}
          loading={upline.isLoading}
          error={upline.error ? errorMessage(upline.error) : undefined}
          onRetry={() => void upline.mutate()}
        />
      </PageGrid>
      <Card title="Edit profile">
        {profile.isLoading ? (
          <Spinner label="Loading your profile" />
        ) : (
          <EditProfile member={member} address={profile.data?.address} gender={profile.data?.gender} />
        )}
      </Card>
      <PackageUpgrade member={member} />
    </PageStack>
  );
}

/** The edit form (POST /users/{uuid}/update-profile); the member is read again after a save. */
function EditProfile({
  member,
  address,
  gender,
}: {
  member: Member;
  address: string | null | undefined;
  gender: 'male' | 'female' | '' | undefined;
}) {
  const edit = useUpdateProfile(member.uuid);
  const [success, setSuccess] = useState<string | null>(null);
  return (
    <ProfileEditForm
      defaultValues={{
        first_name: member.first_name,
        last_name: member.last_name,
        phone: member.phone,
        email: member.email,
        gender: gender ?? '',
        address: address ?? '',
      }}
      photoUrl={member.photo_path}
      submitting={edit.saving}
      error={edit.error}
      success={success}
      onSubmit={async (values) => {
        setSuccess(null);
        setSuccess(await edit.update(values));
      }}
    />
  );
}

function BankDetailsTab({ uuid }: { uuid: string }) {
  const profile = useQuery('/users/{uuid}/profile', byUuid(uuid));
  if (profile.isLoading) return <Spinner label="Loading your bank details" />;
  const saved = profile.data;
  return (
    <PageStack>
      {profile.error ? (
        <ReadError
          title="We could not load your bank details"
          error={profile.error}
          onRetry={() => void profile.mutate()}
        />
      ) : (
        <Card title="Withdrawal account">
          {saved?.bank_account_number ? (
            <p>
              <strong>{saved.bank_account_name}</strong>, {saved.bank_name} {saved.bank_account_number}
            </p>
          ) : (
            <p>{NO_BANK_DETAILS_TEXT}</p>
          )}
        </Card>
      )}
      <MemberBankDetails uuid={uuid} profile={saved} />
    </PageStack>
  );
}

/**
 * /user/profile: My Profile (card, upline, package upgrade) and Bank Details
 * (docs/screens/member.md#profile).
 */
export function ProfilePage() {
  const member = useMember();
  return (
    <PageStack>
      <PageHeader title="Profile" />
      <Tabs
        label="Profile"
        defaultValue="profile"
        items={[
          { value: 'profile', label: 'My Profile', content: <MyProfileTab member={member} /> },
          { value: 'bank', label: 'Bank Details', content: <BankDetailsTab uuid={member.uuid} /> },
        ]}
      />
    </PageStack>
  );
}
