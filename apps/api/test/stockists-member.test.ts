import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type TestServer } from './helper';
import { member, store, type Member } from './orders.fixtures';

/*
 * The stores as members see them when choosing where to collect, and the company's bank accounts
 * (docs/pickups-and-stockists.md#stockists): members are offered approved stores only, with their
 * public fields; a store's owner and administrators see the whole record.
 *
 *   X  approved "Oyo Wellness Hub" (Oyo)      Y  approved "Ikeja 50% Herbs" (Lagos)
 *   W  pending  "Pending Roots"               V  disapproved "Closed Corner"
 *   M  a member without a store
 */

let server: TestServer;
let admin: string;
let X: Member, Y: Member, W: Member, V: Member, M: Member;
const ids: Record<string, number> = {};
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  X = await member(server, 1, 'kolaherbal');
  Y = await member(server, 1, 'kolaherbal');
  W = await member(server, 1, X.username, { paid: false });
  V = await member(server, 1, X.username, { paid: false });
  M = await member(server, 1, Y.username, { paid: false });
  ids.x = await store(db(), X.id, {
    store_name: 'Oyo Wellness Hub',
    state: 'Oyo',
    address: '4 Ring Road, Ibadan',
  });
  ids.y = await store(db(), Y.id, { store_name: 'Ikeja 50% Herbs', address: '12 Allen Avenue, Ikeja' });
  ids.w = await store(db(), W.id, { store_name: 'Pending Roots', status: 'pending' });
  ids.v = await store(db(), V.id, { store_name: 'Closed Corner', status: 'disapproved' });
}, 120_000);

afterAll(async () => server?.close());

const names = (body: { data: { data: { store_name: string }[] } }) => body.data.data.map((s) => s.store_name);

describe('the store list', () => {
  it('offers members the approved stores only, by name, with their public fields', async () => {
    const res = await server.http('GET', '/api/stockists/all', { token: M.token });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Ikeja 50% Herbs', 'Oyo Wellness Hub']);
    expect(res.body.data).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    const oyo = res.body.data.data[1];
    expect(oyo).toEqual({
      id: ids.x,
      uuid: X.uuid,
      username: X.username,
      store_name: 'Oyo Wellness Hub',
      store_address: '4 Ring Road, Ibadan',
      store_state: 'oyo',
      store_phone: '+2348030000000',
      stockist_package_id: 1,
      stockist_package_name: 'Mobile Stockist',
      stockist_status: 'approved',
      stockist_created_at: expect.any(String),
    });
  });

  it('pages', async () => {
    const res = await server.http('GET', '/api/stockists/all?page=2&per_page=1', { token: M.token });
    expect(res.body.data).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(names(res.body)).toEqual(['Oyo Wellness Hub']);
  });

  it('shows administrators every registration, newest first, with its status and receipt', async () => {
    const res = await server.http('GET', '/api/stockists/all', { token: admin });
    expect(names(res.body)).toEqual([
      'Closed Corner',
      'Pending Roots',
      'Ikeja 50% Herbs',
      'Oyo Wellness Hub',
    ]);
    expect(res.body.data.data[1]).toMatchObject({
      stockist_status: 'pending',
      payment_receipt: 'receipt.pdf',
      email: expect.stringContaining('@'),
      stockist_package_value: 350_000,
    });
  });

  it('is for signed-in accounts only', async () => {
    expect((await server.http('GET', '/api/stockists/all')).status).toBe(401);
  });
});

describe('searching stores', () => {
  const search = (term: string, token = M.token) =>
    server.http('GET', `/api/stockists/search?search=${encodeURIComponent(term)}`, { token });

  it('matches the name, address, state or owner’s username, ignoring case', async () => {
    expect(names((await search('wellness')).body)).toEqual(['Oyo Wellness Hub']);
    expect(names((await search('ALLEN')).body)).toEqual(['Ikeja 50% Herbs']);
    expect(names((await search('oyo')).body)).toEqual(['Oyo Wellness Hub']);
    expect(names((await search(Y.username)).body)).toEqual(['Ikeja 50% Herbs']);
  });

  it('never offers a store that is not approved, and takes % and _ literally', async () => {
    expect(names((await search('Pending')).body)).toEqual([]);
    expect(names((await search('%')).body)).toEqual(['Ikeja 50% Herbs']);
    expect(names((await search('_')).body)).toEqual([]);
    expect(names((await search('Pending', admin)).body)).toEqual(['Pending Roots']);
  });

  it('lists every approved store for an empty search', async () => {
    expect(names((await search('')).body)).toEqual(['Ikeja 50% Herbs', 'Oyo Wellness Hub']);
  });
});

describe('one store', () => {
  it('shows members an approved store’s public fields, and 404 for one not approved', async () => {
    const res = await server.http('GET', `/api/stockists/${ids.x}/single`, { token: M.token });
    expect(res.status).toBe(200);
    expect(res.body.data.store_name).toBe('Oyo Wellness Hub');
    expect(res.body.data).not.toHaveProperty('email');
    expect(res.body.data).not.toHaveProperty('payment_receipt');
    expect((await server.http('GET', `/api/stockists/${ids.w}/single`, { token: M.token })).status).toBe(404);
    expect((await server.http('GET', `/api/stockists/999999/single`, { token: M.token })).status).toBe(404);
  });

  it('shows the owner their own record in full, whatever its state, and administrators any', async () => {
    const own = await server.http('GET', `/api/stockists/${ids.w}/single`, { token: W.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      stockist_status: 'pending',
      payment_receipt: 'receipt.pdf',
      is_stockist: 0,
    });
    const asAdmin = await server.http('GET', `/api/stockists/${ids.v}/single`, { token: admin });
    expect(asAdmin.body.data).toMatchObject({ stockist_status: 'disapproved', username: V.username });
  });
});

describe('a member’s store registration', () => {
  it('answers the member’s own record, 404 without one', async () => {
    const own = await server.http('GET', `/api/stockists/user/${X.uuid}/single`, { token: X.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: ids.x, is_stockist: 1, stockist_status: 'approved' });
    const none = await server.http('GET', `/api/stockists/user/${M.uuid}/single`, { token: M.token });
    expect(none.status).toBe(404);
  });

  it('refuses another member’s uuid (403) and shows it to administrators', async () => {
    expect(
      (await server.http('GET', `/api/stockists/user/${X.uuid}/single`, { token: M.token })).status,
    ).toBe(403);
    const asAdmin = await server.http('GET', `/api/stockists/user/${W.uuid}/single`, { token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.store_name).toBe('Pending Roots');
  });
});

describe('company bank accounts', () => {
  it('lists the accounts to pay into, and each one', async () => {
    const list = await server.http('GET', '/api/banks/all', { token: M.token });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      bank_name: 'Access Bank',
      bank_account_name: 'Kola Herbal Nigeria Ltd',
    });
    const id = list.body.data[0].id;
    const one = await server.http('GET', `/api/banks/${id}/single`, { token: M.token });
    expect(one.body.data).toEqual(list.body.data[0]);
    expect((await server.http('GET', '/api/banks/999999/single', { token: M.token })).status).toBe(404);
    expect((await server.http('GET', '/api/banks/all')).status).toBe(401);
  });
});
