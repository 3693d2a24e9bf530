import type { Auth } from '../../contract/handlers';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, invalid, isUniqueViolation, notFound } from '../../lib/errors';
import type { ProviderService, ProviderSlug, Providers } from '../payments/providers';
import {
  createServiceProvidersRepository,
  type AssignmentRow,
  type ProviderRow,
} from './service-providers.repository';

/** Every text the provider operations answer (docs/payments.md#the-provider-in-use). */
export const SPM = {
  providers: 'Service providers',
  provider: 'Service provider',
  providerCreated: 'Service provider created successfully',
  providerUpdated: 'Service provider updated successfully',
  services: 'Product services',
  service: 'Product service',
  serviceCreated: 'Product service created successfully',
  serviceUpdated: 'Product service updated successfully',
  providerNotFound: 'Service provider not found.',
  serviceNotFound: 'Product service not found.',
  noAssignment: (service: ProviderService) => `No provider is assigned to ${service}s yet.`,
  slugTaken: 'This provider is already registered.',
  serviceTaken: (service: ProviderService) =>
    `${service === 'payment' ? 'Payments' : 'Payouts'} already have a provider; change it instead.`,
  nameTaken: 'Another provider already has this name.',
  nameRequired: 'The name is required.',
  nameLetters: 'The name must contain letters.',
  unknownProvider: 'The selected provider does not exist.',
  inactive: 'The selected provider is switched off.',
  sandboxInProduction:
    'The sandbox provider cannot be used on a production server: its checkout approves any payment at the press of a button.',
  sandboxOff: 'The sandbox provider is switched off on this server (PAYMENT_SANDBOX=off).',
  paystackNoKey: 'Paystack is not configured on this server: set PAYSTACK_SECRET_KEY before choosing it.',
} as const;

export interface ServiceProvidersDeps {
  db: Database;
  config: Pick<Config, 'production'>;
  /** The providers this server can use (read at each call: tests may swap them). */
  providers: () => Providers;
}

function toServiceProvider(row: ProviderRow) {
  return { id: row.id, name: row.name, slug: row.slug, created_at: row.created_at.toISOString() };
}

function toProductService(row: AssignmentRow) {
  return {
    id: row.id,
    service: row.service,
    service_provider_id: row.service_provider_id,
    service_provider: toServiceProvider({
      id: row.service_provider_id,
      name: row.provider_name,
      slug: row.provider_slug,
      is_active: row.provider_is_active,
      created_at: row.provider_created_at,
    }),
  };
}

/**
 * The payment providers and which one serves card payments and bank payouts
 * (docs/payments.md#the-provider-in-use). Administrators only (the contract's x-access); every
 * change is audited with before and after. A provider this server cannot use is refused on the
 * field that names it: the sandbox on a production server or when it is switched off, Paystack
 * without its secret key. The payments and withdrawals modules read the assignment at each new
 * payment or payout (`resolveProvider`); those already started finish with their own provider.
 */
export function createServiceProvidersService(deps: ServiceProvidersDeps) {
  const { db, config } = deps;
  const repo = createServiceProvidersRepository(db);

  /** Why this server cannot use the provider, or null when it can. */
  function unusable(slug: ProviderSlug): string | null {
    const providers = deps.providers();
    if (slug === 'sandbox') {
      if (config.production) return SPM.sandboxInProduction;
      if (!providers.sandboxEnabled) return SPM.sandboxOff;
      return null;
    }
    return providers.paystack ? null : SPM.paystackNoKey;
  }

  /** The provider an assignment names: 422 on `service_provider_id` when it cannot serve. */
  async function usableProvider(id: number, ex = db) {
    const provider = await repo.provider(id, ex);
    if (!provider) throw invalid('service_provider_id', SPM.unknownProvider);
    if (!provider.is_active) throw invalid('service_provider_id', SPM.inactive);
    const reason = unusable(provider.slug);
    if (reason) throw invalid('service_provider_id', reason);
    return provider;
  }

  /** A provider's name, trimmed: not blank, and with a letter (a bare number names nothing). */
  function nameOf(raw: string): string {
    const name = raw.trim();
    if (!name) throw invalid('name', SPM.nameRequired);
    if (!/\p{L}/u.test(name)) throw invalid('name', SPM.nameLetters);
    return name;
  }

  const auditedProvider = (row: ProviderRow) => ({ name: row.name, slug: row.slug });

  async function getService(id: number) {
    const row = await repo.assignment(id);
    if (!row) throw notFound(SPM.serviceNotFound);
    return toProductService(row);
  }

  return {
    async listProviders() {
      return (await repo.providers()).map(toServiceProvider);
    },

    async getProvider(id: number) {
      const row = await repo.provider(id);
      if (!row) throw notFound(SPM.providerNotFound);
      return toServiceProvider(row);
    },

    /** POST /service-providers/create: one record per slug (409); its keys come from the configuration. */
    async createProvider(admin: Auth, body: { name: string; slug: ProviderSlug }, ip: string | null) {
      const name = nameOf(body.name);
      const reason = unusable(body.slug);
      if (reason) throw invalid('slug', reason);
      const row = await inTransaction(db, async (tx) => {
        if (await repo.slugTaken(body.slug, tx)) throw new AppError(409, SPM.slugTaken);
        if (await repo.nameTaken(name, null, tx)) throw invalid('name', SPM.nameTaken);
        const created = await repo.insertProvider({ name, slug: body.slug }, tx);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'service_provider.create',
            target_type: 'service_provider',
            target_id: String(created.id),
            before: null,
            after: auditedProvider(created),
            ip,
          },
          tx,
        );
        return created;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error, 'service_providers_slug_key')) throw new AppError(409, SPM.slugTaken);
        if (isUniqueViolation(error, 'service_providers_name_key')) throw invalid('name', SPM.nameTaken);
        throw error;
      });
      return toServiceProvider(row);
    },

    /** PUT /service-providers/{id}/update: the name only; the slug never changes. */
    async renameProvider(admin: Auth, id: number, body: { name: string }, ip: string | null) {
      const name = nameOf(body.name);
      const row = await inTransaction(db, async (tx) => {
        const before = await repo.lockProvider(id, tx);
        if (!before) throw notFound(SPM.providerNotFound);
        if (await repo.nameTaken(name, id, tx)) throw invalid('name', SPM.nameTaken);
        const after = await repo.renameProvider(id, name, tx);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'service_provider.update',
            target_type: 'service_provider',
            target_id: String(id),
            before: auditedProvider(before),
            after: auditedProvider(after),
            ip,
          },
          tx,
        );
        return after;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error, 'service_providers_name_key')) throw invalid('name', SPM.nameTaken);
        throw error;
      });
      return toServiceProvider(row);
    },

    async listServices() {
      return (await repo.assignments()).map(toProductService);
    },

    getService,

    /** GET /product-services/service?service=: 404 when nothing is assigned (the server's fallback serves). */
    async getServiceOf(service: ProviderService) {
      const row = await repo.assignmentOf(service);
      if (!row) throw notFound(SPM.noAssignment(service));
      return toProductService(row);
    },

    /** POST /product-services/create: one assignment per service (409 when it has one). */
    async createService(
      admin: Auth,
      body: { service: ProviderService; service_provider_id: number },
      ip: string | null,
    ) {
      const provider = await usableProvider(body.service_provider_id);
      const id = await inTransaction(db, async (tx) => {
        if (await repo.assignmentOf(body.service, tx))
          throw new AppError(409, SPM.serviceTaken(body.service));
        const created = await repo.insertAssignment(
          { service: body.service, service_provider_id: provider.id },
          tx,
        );
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'product_service.create',
            target_type: 'product_service',
            target_id: String(created.id),
            before: null,
            after: { service: body.service, service_provider_id: provider.id, slug: provider.slug },
            ip,
          },
          tx,
        );
        return created.id;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error, 'product_services_service_key'))
          throw new AppError(409, SPM.serviceTaken(body.service));
        throw error;
      });
      return getService(id);
    },

    /**
     * PUT /product-services/{id}/update: new payments (or payouts) go through the provider chosen
     * here from the next one on; those already started finish with the provider that started them.
     * Choosing the provider already in use changes nothing and writes no audit row.
     */
    async updateService(admin: Auth, id: number, body: { service_provider_id: number }, ip: string | null) {
      if (!(await repo.assignment(id))) throw notFound(SPM.serviceNotFound);
      const provider = await usableProvider(body.service_provider_id);
      await inTransaction(db, async (tx) => {
        const before = await repo.lockAssignment(id, tx);
        if (!before) throw notFound(SPM.serviceNotFound);
        if (before.service_provider_id === provider.id) return;
        const former = await repo.provider(before.service_provider_id, tx);
        await repo.setAssignment(id, provider.id, tx);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'product_service.update',
            target_type: 'product_service',
            target_id: String(id),
            before: {
              service: before.service,
              service_provider_id: before.service_provider_id,
              slug: former?.slug,
            },
            after: { service: before.service, service_provider_id: provider.id, slug: provider.slug },
            ip,
          },
          tx,
        );
      });
      return getService(id);
    },
  };
}

export type ServiceProvidersService = ReturnType<typeof createServiceProvidersService>;
