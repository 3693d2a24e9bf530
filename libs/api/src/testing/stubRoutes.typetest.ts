// Type-level tests of the stubbed API (checked by `tsc -p libs/api/tsconfig.json`, not run):
// keys and answers are typed by the contract, so a mistyped path or answer does not compile.
import { fail, ok, pending, stubFetch, type StubRoutes } from './index';

export const contractPaths: StubRoutes = {
  'GET /auth/user': ok({ uuid: 'u-1', first_name: 'Ada' }),
  'GET /users/{uuid}/profile': () => ok({ bank_editable: true }),
  'GET /ranks/current-rank-badge/{id}': ok({ id: 2, name: 'Sapphire' }),
  'POST /withdrawals/{uuid}/initiate': fail(409, 'Pending'),
  'GET /packages/all': pending,
  'POST /auth/logout': ok(null, 'Logged out'),
};

const uuid = 'u-1' as string;

export const concreteUrl: StubRoutes = {
  'GET /ranks/current-rank-badge/2': ok({ id: 2 }),
  'GET /auth/user': ok({ uuid }),
};

export const computedKey: StubRoutes = {
  'GET /auth/user': () => ok({ uuid }),
  [`PUT /users/${uuid}/toggle-2fa`]: async (request) => ok({ url: request.url }),
};

// @ts-expect-error: the contract has no GET /auth/usr (the error is on the whole object here)
export const mistypedNextToComputed: StubRoutes = {
  [`PUT /users/${uuid}/toggle-2fa`]: async () => ok({}),
  'GET /auth/usr': ok({}),
};

export const wrongDataOfFunction: StubRoutes = {
  // @ts-expect-error: wallet_balance is a number, also from a function
  'GET /bonuses/{uuid}/wallet-balance': () => ok({ wallet_balance: 'lots' }),
};

export const mistypedConcreteUrl: StubRoutes = {
  // @ts-expect-error: the contract has no PUT /user/{uuid}/toggle-2fa
  'PUT /user/abc/toggle-2fa': ok({}),
};

export const mistypedPath: StubRoutes = {
  // @ts-expect-error: the contract has no GET /auth/usr
  'GET /auth/usr': ok({}),
};

export const mistypedParam: StubRoutes = {
  // @ts-expect-error: the contract has no GET /users/{uuid}/profle
  'GET /users/{uuid}/profle': ok({}),
};

export const wrongMethod: StubRoutes = {
  // @ts-expect-error: /auth/user has no DELETE
  'DELETE /auth/user': ok({}),
};

export const wrongData: StubRoutes = {
  // @ts-expect-error: wallet_balance is a number
  'GET /bonuses/{uuid}/wallet-balance': ok({ wallet_balance: 'lots' }),
};

export const wrongShape: StubRoutes = {
  // @ts-expect-error: the settings are an object, not a list
  'GET /settings/all': ok([1, 2]),
};

export async function bodies() {
  const stub = stubFetch({});
  await stub.bodyOf('POST /auth/login');
  await stub.bodyOf(`PUT /users/${uuid}/toggle-2fa`);
  // @ts-expect-error: no such operation, even with a parameter filled in
  await stub.bodyOf(`PUT /users/${uuid}/toggle-2fb`);
  // @ts-expect-error: bodyOf takes an operation of the contract too
  await stub.bodyOf('POST /auth/logn');
}
