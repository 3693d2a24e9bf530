import type { Database } from '../../db/database';
import { writeAudit, type AuditEntry } from '../../lib/audit';
import type { Executor } from '../ledger/ledger.repository';
import type { ProviderService, ProviderSlug } from '../payments/providers';

const PROVIDER_COLUMNS = ['id', 'name', 'slug', 'is_active', 'created_at'] as const;

/** SQL of the payment providers (service_providers) and which one serves what (product_services). */
export function createServiceProvidersRepository(db: Database) {
  const assignments = (ex: Executor) =>
    ex
      .selectFrom('product_services as ps')
      .innerJoin('service_providers as sp', 'sp.id', 'ps.service_provider_id')
      .select([
        'ps.id',
        'ps.service',
        'ps.service_provider_id',
        'ps.created_at',
        'sp.name as provider_name',
        'sp.slug as provider_slug',
        'sp.is_active as provider_is_active',
        'sp.created_at as provider_created_at',
      ]);

  return {
    providers(ex: Executor = db) {
      return ex.selectFrom('service_providers').select(PROVIDER_COLUMNS).orderBy('id').execute();
    },

    provider(id: number, ex: Executor = db) {
      return ex
        .selectFrom('service_providers')
        .select(PROVIDER_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    lockProvider(id: number, ex: Executor) {
      return ex
        .selectFrom('service_providers')
        .select(PROVIDER_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Another provider with this name (case-insensitive), other than `exceptId`. */
    nameTaken(name: string, exceptId: number | null, ex: Executor = db) {
      let query = ex
        .selectFrom('service_providers')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return query.executeTakeFirst();
    },

    slugTaken(slug: ProviderSlug, ex: Executor = db) {
      return ex.selectFrom('service_providers').select('id').where('slug', '=', slug).executeTakeFirst();
    },

    insertProvider(values: { name: string; slug: ProviderSlug }, ex: Executor = db) {
      return ex
        .insertInto('service_providers')
        .values(values)
        .returning(PROVIDER_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    renameProvider(id: number, name: string, ex: Executor = db) {
      return ex
        .updateTable('service_providers')
        .set({ name })
        .where('id', '=', id)
        .returning(PROVIDER_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    assignments(ex: Executor = db) {
      return assignments(ex).orderBy('ps.id').execute();
    },

    assignment(id: number, ex: Executor = db) {
      return assignments(ex).where('ps.id', '=', id).executeTakeFirst();
    },

    assignmentOf(service: ProviderService, ex: Executor = db) {
      return assignments(ex).where('ps.service', '=', service).executeTakeFirst();
    },

    /** One assignment locked until the transaction ends. */
    lockAssignment(id: number, ex: Executor) {
      return ex
        .selectFrom('product_services')
        .select(['id', 'service', 'service_provider_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    insertAssignment(values: { service: ProviderService; service_provider_id: number }, ex: Executor = db) {
      return ex.insertInto('product_services').values(values).returning('id').executeTakeFirstOrThrow();
    },

    setAssignment(id: number, providerId: number, ex: Executor = db) {
      return ex
        .updateTable('product_services')
        .set({ service_provider_id: providerId })
        .where('id', '=', id)
        .execute();
    },

    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type ServiceProvidersRepository = ReturnType<typeof createServiceProvidersRepository>;
export type ProviderRow = NonNullable<Awaited<ReturnType<ServiceProvidersRepository['provider']>>>;
export type AssignmentRow = NonNullable<Awaited<ReturnType<ServiceProvidersRepository['assignment']>>>;
