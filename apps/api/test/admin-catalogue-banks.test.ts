import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';
import { auditCount, auditRows, expect422 } from './admin-catalogue.fixtures';

// The company bank accounts' create, update and delete (docs/catalogue.md#company-bank-accounts):
// administrators only, audited with before and after; the last account cannot be deleted.

let server: TestServer;
let admin: string;
let member: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

const banks = () => db().selectFrom('company_banks').selectAll().orderBy('id').execute();

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(http);
  member = (await signUp(http, slotQueue())).token;
}, 120_000);
afterAll(async () => server?.close());

const GTB = {
  bank_name: 'Guaranty Trust Bank',
  bank_account_name: 'Kola Herbal Nigeria Ltd',
  bank_account_number: '0987654321',
};

describe('who may change the company accounts', () => {
  it('refuses a member (403) and a visitor (401); nothing changes', async () => {
    const before = await banks();
    for (const [token, status] of [
      [member, 403],
      [null, 401],
    ] as const) {
      expect((await http('POST', '/api/banks/create', { token, body: GTB })).status).toBe(status);
      expect(
        (await http('PUT', '/api/banks/1/update', { token, body: { bank_name: 'Zenith Bank' } })).status,
      ).toBe(status);
      expect((await http('DELETE', '/api/banks/1/delete', { token })).status).toBe(status);
    }
    expect(await banks()).toEqual(before);
  });
});

describe('the last account', () => {
  it('cannot be deleted (409): members pay stockist fees into it', async () => {
    const before = await banks();
    expect(before).toHaveLength(1);
    const audits = await auditCount(server);
    const res = await http('DELETE', `/api/banks/${before[0]!.id}/delete`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/at least one bank account/);
    expect(await banks()).toEqual(before);
    expect(await auditCount(server)).toBe(audits);
  });
});

describe('adding, changing and deleting an account', () => {
  let id: number;

  it('adds one, lists it for members, and audits it', async () => {
    const created = await http('POST', '/api/banks/create', {
      token: admin,
      body: { ...GTB, bank_name: ' Guaranty Trust Bank ' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe('Bank created successfully');
    id = created.body.data.id;
    expect(created.body.data).toEqual({ id, ...GTB });
    expect((await http('GET', '/api/banks/all', { token: member })).body.data.at(-1)).toEqual({ id, ...GTB });
    const [audit] = await auditRows(server, 'company_banks.create');
    expect(audit).toMatchObject({
      actor_type: 'admin',
      target_type: 'company_bank',
      target_id: String(id),
      before: null,
      after: GTB,
    });
  });

  it('refuses a bad account number, an empty name or the same account twice; nothing changes', async () => {
    const before = await banks();
    const audits = await auditCount(server);
    expect422(
      await http('POST', '/api/banks/create', {
        token: admin,
        body: { ...GTB, bank_account_number: '12345' },
      }),
      'bank_account_number',
    );
    expect422(
      await http('POST', '/api/banks/create', { token: admin, body: { ...GTB, bank_account_name: '' } }),
      'bank_account_name',
    );
    expect422(
      await http('POST', '/api/banks/create', {
        token: admin,
        body: { ...GTB, bank_name: 'guaranty trust bank' },
      }),
      'bank_account_number',
      /already/,
    );
    expect422(
      await http('PUT', `/api/banks/${id}/update`, {
        token: admin,
        body: { bank_account_number: 'abcdefghij' },
      }),
      'bank_account_number',
    );
    expect422(
      await http('PUT', `/api/banks/${id}/update`, { token: admin, body: { bank_name: '   ' } }),
      'bank_name',
    );
    const seeded = before[0]!;
    expect422(
      await http('PUT', `/api/banks/${id}/update`, {
        token: admin,
        body: { bank_name: seeded.bank_name, bank_account_number: seeded.bank_account_number },
      }),
      'bank_account_number',
    );
    expect(
      (await http('PUT', '/api/banks/9999/update', { token: admin, body: { bank_name: 'Zenith Bank' } }))
        .status,
    ).toBe(404);
    expect((await http('DELETE', '/api/banks/9999/delete', { token: admin })).status).toBe(404);
    expect(await banks()).toEqual(before);
    expect(await auditCount(server)).toBe(audits);
  });

  it('changes only the fields sent and audits before and after', async () => {
    const saved = await http('PUT', `/api/banks/${id}/update`, {
      token: admin,
      body: { bank_account_number: '1122334455' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Bank updated successfully');
    expect(saved.body.data).toEqual({ id, ...GTB, bank_account_number: '1122334455' });
    expect((await http('GET', `/api/banks/${id}/single`, { token: admin })).body.data).toEqual(
      saved.body.data,
    );
    const audit = (await auditRows(server, 'company_banks.update')).at(-1);
    expect(audit).toMatchObject({
      target_id: String(id),
      before: GTB,
      after: { ...GTB, bank_account_number: '1122334455' },
    });
  });

  it('deletes an account while another remains, audited with what it was', async () => {
    const seeded = (await banks())[0]!;
    const res = await http('DELETE', `/api/banks/${seeded.id}/delete`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Bank deleted successfully', data: null });
    expect((await banks()).map((b) => b.id)).toEqual([id]);
    expect((await http('GET', `/api/banks/${seeded.id}/single`, { token: member })).status).toBe(404);
    const audit = (await auditRows(server, 'company_banks.delete')).at(-1);
    expect(audit).toMatchObject({
      target_id: String(seeded.id),
      before: { bank_name: seeded.bank_name, bank_account_number: seeded.bank_account_number },
      after: null,
    });
    // Now it is the last one.
    expect((await http('DELETE', `/api/banks/${id}/delete`, { token: admin })).status).toBe(409);
  });
});
