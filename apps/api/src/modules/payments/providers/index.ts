import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import { createPaystackProvider } from './paystack';
import { createSandboxProvider, type SandboxProvider } from './sandbox';
import type { PaymentProvider, ProviderSlug } from './types';

export * from './types';
export {
  createPaystackProvider,
  DEFAULT_PROVIDER_TIMEOUT_MS,
  PAYSTACK_BASE_URL,
  PAYSTACK_SIGNATURE_HEADER,
} from './paystack';
export type { PaystackOptions } from './paystack';
export {
  createSandboxProvider,
  SANDBOX_BANKS,
  SANDBOX_OPENING_BALANCE_KOBO,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from './sandbox';
export type { SandboxOptions, SandboxOutcome, SandboxProvider, SandboxTransaction } from './sandbox';

export type ProviderService = 'payment' | 'payout';

export interface Providers {
  /** Present only when PAYSTACK_SECRET_KEY is set. */
  paystack?: PaymentProvider;
  /**
   * Always constructed; offered (checkout pages, bySlug, resolveProvider) only when
   * `sandboxEnabled` (PAYMENT_SANDBOX, by default on only without a Paystack key).
   */
  sandbox: SandboxProvider;
  sandboxEnabled: boolean;
  /** The provider with this slug, when it is available (paystack needs a key). */
  bySlug(slug: string): PaymentProvider | undefined;
}

/** The providers this server can use, from the configuration. */
export function createProviders(
  config: Pick<
    Config,
    'publicUrl' | 'paystackSecretKey' | 'paystackBaseUrl' | 'paymentProviderTimeoutMs' | 'paymentSandbox'
  >,
  db: Database,
): Providers {
  const sandbox = createSandboxProvider(db, { publicUrl: config.publicUrl });
  const paystack = config.paystackSecretKey
    ? createPaystackProvider({
        secretKey: config.paystackSecretKey,
        baseUrl: config.paystackBaseUrl,
        timeoutMs: config.paymentProviderTimeoutMs,
      })
    : undefined;
  return {
    ...(paystack ? { paystack } : {}),
    sandbox,
    sandboxEnabled: config.paymentSandbox,
    bySlug(slug) {
      if (slug === 'sandbox') return config.paymentSandbox ? sandbox : undefined;
      if (slug === 'paystack') return paystack;
      return undefined;
    },
  };
}

/**
 * The provider serving payments or payouts, as chosen by an administrator in product_services
 * (→ service_providers.slug). When the chosen provider is not available here (Paystack without
 * a key, the sandbox when it is off), or the choice is missing or its provider inactive: Paystack
 * if configured, else the sandbox.
 *
 * Verify a payment with the provider that initialized it (store `provider.slug` with the
 * payment and use `providers.bySlug`), not with whatever is chosen at verification time.
 */
export async function resolveProvider(
  db: Database,
  providers: Providers,
  service: ProviderService,
): Promise<PaymentProvider> {
  const row = await db
    .selectFrom('product_services')
    .innerJoin('service_providers', 'service_providers.id', 'product_services.service_provider_id')
    .select(['service_providers.slug', 'service_providers.is_active'])
    .where('product_services.service', '=', service)
    .executeTakeFirst();
  const fallback = providers.paystack ?? providers.sandbox;
  if (!row || !row.is_active) return fallback;
  const slug: ProviderSlug = row.slug;
  return providers.bySlug(slug) ?? fallback;
}
