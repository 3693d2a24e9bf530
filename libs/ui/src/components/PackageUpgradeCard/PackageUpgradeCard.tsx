import { zodResolver } from '@hookform/resolvers/zod';
import { formatKobo, formatNaira, koboToNaira, nairaToKobo, packageDifference } from '@kola/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { PayWithWalletButton } from '../PayWithWalletButton/PayWithWalletButton';
import { SelectInput } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledUpgradeActions,
  StyledUpgradeBody,
  StyledUpgradeForm,
  StyledUpgradeNote,
  StyledUpgradePrice,
  StyledUpgradePriceTitle,
  StyledUpgradeTotal,
} from './PackageUpgradeCard.styles';

export const SELECT_UPGRADE_PACKAGE_MESSAGE = 'Select a package for upgrade';

export interface UpgradePackage {
  id: number;
  name: string;
  /** Naira. */
  registration_value: number;
  /** Naira; when known the price card shows how much the upgrade pickup allowance grows. */
  pickup_amount?: number;
  point_value?: number;
}

export interface PackageUpgradeCardProps {
  /** All packages (GET /packages/all); only those with a higher id than the current one are offered. */
  packages: readonly UpgradePackage[];
  currentPackageId: number;
  /** Naira in the wallet, for Pay with Wallet. */
  walletBalance: number;
  /** After "Confirm Selection" (the page may fetch GET /users/{id}/package-difference). */
  onConfirmSelection?: (target: UpgradePackage) => void;
  /** The server's package_difference for a package; it replaces the locally computed price. */
  quote?: { packageId: number; amount: number } | null;
  /** Card payment of the difference (opens the PaymentModal). */
  onPayNow: (target: UpgradePackage, amount: number) => Promise<unknown> | void;
  /** Wallet payment of the difference, after confirmation. */
  onPayWithWallet: (target: UpgradePackage, amount: number) => Promise<unknown> | void;
  /** Which payment is running. */
  paying?: 'card' | 'wallet' | null;
  loading?: boolean;
  error?: string | null | undefined;
  title?: string;
}

const schema = z.object({ package_id: z.string().check(z.minLength(1, SELECT_UPGRADE_PACKAGE_MESSAGE)) });
type Values = z.infer<typeof schema>;

const toPlan = (pkg: UpgradePackage) => ({
  id: pkg.id,
  pointValue: pkg.point_value ?? 0,
  registrationValueKobo: nairaToKobo(pkg.registration_value),
  pickupAmountKobo: nairaToKobo(pkg.pickup_amount ?? 0),
});

/**
 * The profile's package upgrade: choose a higher package, "Confirm Selection", then a price card
 * with the difference to pay, Pay Now (card) and Pay with Wallet.
 */
export function PackageUpgradeCard({
  packages,
  currentPackageId,
  walletBalance,
  onConfirmSelection,
  quote,
  onPayNow,
  onPayWithWallet,
  paying = null,
  loading = false,
  error,
  title = 'Upgrade Package',
}: PackageUpgradeCardProps) {
  const priceTitleId = useId();
  const [confirmedId, setConfirmedId] = useState<number | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { package_id: '' } });

  const current = packages.find((pkg) => pkg.id === currentPackageId);
  const higher = packages.filter((pkg) => pkg.id > currentPackageId).sort((a, b) => a.id - b.id);
  const target = higher.find((pkg) => pkg.id === confirmedId);

  if (loading) {
    return (
      <Card title={title}>
        <Spinner label="Loading packages" />
      </Card>
    );
  }

  let amount: number | null = null;
  let pickupGrowth: string | null = null;
  if (target) {
    if (quote && quote.packageId === target.id) {
      amount = quote.amount;
    } else if (current) {
      const difference = packageDifference(toPlan(current), toPlan(target));
      if (difference.ok) amount = koboToNaira(difference.priceKobo);
    } else {
      amount = target.registration_value;
    }
    if (current && current.pickup_amount !== undefined && target.pickup_amount !== undefined) {
      const difference = packageDifference(toPlan(current), toPlan(target));
      if (difference.ok) pickupGrowth = formatKobo(difference.pickupDeltaKobo);
    }
  }

  return (
    <Card title={title}>
      <StyledUpgradeBody>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {current ? (
          <StyledUpgradeNote>
            Current package: <strong>{current.name}</strong>
          </StyledUpgradeNote>
        ) : null}
        {higher.length === 0 ? (
          <StyledUpgradeNote>You are on the highest package.</StyledUpgradeNote>
        ) : (
          <Form {...form}>
            <StyledUpgradeForm
              noValidate
              aria-label="Choose an upgrade package"
              onSubmit={form.handleSubmit(({ package_id }) => {
                const chosen = higher.find((pkg) => String(pkg.id) === package_id);
                if (!chosen) return;
                setConfirmedId(chosen.id);
                onConfirmSelection?.(chosen);
              })}
            >
              <FormField
                control={form.control}
                name="package_id"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Upgrade package</FormLabel>
                    <FormControl>
                      <SelectInput
                        placeholder="Choose a package"
                        options={higher.map((pkg) => ({
                          value: String(pkg.id),
                          label: `${pkg.name} — ${formatNaira(pkg.registration_value)}`,
                        }))}
                        {...field}
                        onChange={(event) => {
                          field.onChange(event);
                          setConfirmedId(null);
                        }}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" variant="secondary">
                Confirm Selection
              </Button>
            </StyledUpgradeForm>
          </Form>
        )}
        {target ? (
          <StyledUpgradePrice aria-labelledby={priceTitleId}>
            <StyledUpgradePriceTitle id={priceTitleId}>Upgrade to {target.name}</StyledUpgradePriceTitle>
            <dl>
              {current ? (
                <div>
                  <dt>Current package</dt>
                  <dd>
                    {current.name} ({formatNaira(current.registration_value)})
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>New package</dt>
                <dd>
                  {target.name} ({formatNaira(target.registration_value)})
                </dd>
              </div>
              {pickupGrowth ? (
                <div>
                  <dt>Upgrade pickup allowance</dt>
                  <dd>+{pickupGrowth}</dd>
                </div>
              ) : null}
              <StyledUpgradeTotal>
                <dt>Amount to pay</dt>
                <dd>{amount === null ? '—' : formatNaira(amount)}</dd>
              </StyledUpgradeTotal>
            </dl>
            {amount !== null ? (
              <StyledUpgradeActions>
                <Button
                  loading={paying === 'card'}
                  disabled={paying === 'wallet'}
                  onClick={() => void onPayNow(target, amount)}
                >
                  Pay Now
                </Button>
                <PayWithWalletButton
                  price={amount}
                  walletBalance={walletBalance}
                  purpose={`the upgrade to ${target.name}`}
                  paying={paying === 'wallet'}
                  disabled={paying === 'card'}
                  onPay={() => onPayWithWallet(target, amount)}
                />
              </StyledUpgradeActions>
            ) : null}
          </StyledUpgradePrice>
        ) : null}
      </StyledUpgradeBody>
    </Card>
  );
}
