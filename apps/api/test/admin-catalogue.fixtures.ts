import { expect } from 'vitest';
import type { TestServer } from './helper';

// Shared by the admin-catalogue-*.test.ts files (docs/catalogue.md): the audit rows of an action
// and the checks every refused edit must pass.

/** The audit rows of one action, oldest first. */
export async function auditRows(server: TestServer, action: string) {
  return server.app.database.db
    .selectFrom('audit_log')
    .select(['actor_type', 'actor_id', 'action', 'target_type', 'target_id', 'before', 'after', 'ip'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

export async function auditCount(server: TestServer) {
  const row = await server.app.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The answer is a 422 naming `field`, and its reason matches `reason` when given. */
export function expect422(answer: { status: number; body: any }, field: string, reason?: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  if (reason) expect(answer.body.errors[field][0]).toMatch(reason);
}
