import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';

/*
 * The welcome page's first bank details (POST /users/create-profile,
 * docs/payments.md#bank-accounts): resolved with the payout provider (the sandbox here: any
 * 10-digit number at a listed bank resolves to "SANDBOX ACCOUNT <last 4>"), once per member.
 */

let server: TestServer;
let slots: SlotQueue;
let admin: string;
const db = () => server.app.database.db;

const FORM = {
  bank_name: 'access',
  bank_code: '044',
  bank_account_number: '0123456789',
  bank_account_name: 'Typed By The Member',
};

const createProfile = (token: string | null, body: unknown) =>
  server.http('POST', '/api/users/create-profile', { token, body });

async function newMember() {
  const m = await signUp(server.http, slots);
  const row = await db()
    .selectFrom('users')
    .select('id')
    .where('uuid', '=', m.uuid)
    .executeTakeFirstOrThrow();
  return { ...m, id: row.id };
}

/** The member's bank and profile columns and their audit rows: what "nothing changed" compares. */
async function snapshot(id: number, uuid: string) {
  const user = await db()
    .selectFrom('users')
    .select(['bank_name', 'bank_code', 'bank_account_number', 'bank_account_name', 'address', 'gender'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const audit = await db().selectFrom('audit_log').select('action').where('target_id', '=', uuid).execute();
  return { user, audit };
}

beforeAll(async () => {
  server = await startServer();
  slots = slotQueue();
  admin = await adminToken(server.http);
}, 120_000);

afterAll(async () => {
  if (server) await server.close();
});

describe('POST /users/create-profile', () => {
  it('stores the first bank details with the provider’s name, the address and gender, audited', async () => {
    const m = await newMember();
    const res = await createProfile(m.token, {
      ...FORM,
      address: ' 4 Marina Road, Lagos ',
      gender: 'female',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile created successfully');
    expect(res.body.data).toMatchObject({
      bank_name: 'Access Bank',
      bank_code: '044',
      bank_account_number: '0123456789',
      bank_account_name: 'SANDBOX ACCOUNT 6789',
      address: '4 Marina Road, Lagos',
      gender: 'female',
      bank_editable: true,
    });
    const profile = await server.http('GET', `/api/users/${m.uuid}/profile`, { token: m.token });
    expect(profile.body.data).toEqual(res.body.data);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_type', 'actor_id', 'before', 'after', 'ip'])
      .where('target_id', '=', m.uuid)
      .where('action', '=', 'member.profile.create')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_type: 'user',
      actor_id: m.id,
      before: { bank_account_number: null },
      after: {
        bank_account_number: '******6789',
        bank_account_name: 'SANDBOX ACCOUNT 6789',
        bank_code: '044',
      },
    });
    expect(JSON.stringify(audit[0]!.after)).not.toContain('0123456789');
  });

  it('answers 409 once the member has bank details, changing nothing', async () => {
    const m = await newMember();
    expect((await createProfile(m.token, FORM)).status).toBe(200);
    const before = await snapshot(m.id, m.uuid);
    const again = await createProfile(m.token, { ...FORM, bank_account_number: '0987654321' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Your bank details are already on file. Change them from your profile while they are editable.',
    );
    expect(await snapshot(m.id, m.uuid)).toEqual(before);
  });

  it('answers 409 when the details came through the update form first', async () => {
    const m = await newMember();
    const updated = await server.http('PUT', `/api/users/${m.uuid}/update-bank-details`, {
      token: m.token,
      body: {
        bank_name: 'Access Bank',
        bank_code: '044',
        bank_account_number: '0123456780',
        bank_account_name: '',
      },
    });
    expect(updated.status).toBe(200);
    expect((await createProfile(m.token, FORM)).status).toBe(409);
  });

  it('refuses what cannot be resolved or is malformed, on the field, changing nothing', async () => {
    const m = await newMember();
    const before = await snapshot(m.id, m.uuid);
    const bad: [Record<string, unknown>, string][] = [
      [{ ...FORM, bank_code: '999' }, 'bank_code'],
      [{ ...FORM, bank_account_number: '12345' }, 'bank_account_number'],
      [{ ...FORM, bank_account_number: '01234567ab' }, 'bank_account_number'],
      [{ ...FORM, bank_name: '' }, 'bank_name'],
      [{ ...FORM, gender: 'other' }, 'gender'],
      [{ ...FORM, is_admin: true }, 'is_admin'],
      [{ bank_name: 'Access Bank', bank_account_number: '0123456789' }, 'bank_code'],
    ];
    for (const [body, field] of bad) {
      const res = await createProfile(m.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await snapshot(m.id, m.uuid)).toEqual(before);
    // Nothing was stored, so the member may still submit them.
    expect((await createProfile(m.token, FORM)).status).toBe(200);
  });

  it('is for signed-in members only', async () => {
    expect((await createProfile(null, FORM)).status).toBe(401);
    expect((await createProfile(admin, FORM)).status).toBe(403);
  });
});
