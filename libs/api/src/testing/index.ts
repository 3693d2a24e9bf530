export { fail, jsonResponse, ok, pending, stubFetch } from './stubFetch';
export type { ContractRoutes, StubAnswer, StubData, StubKey, StubResponse, StubRoutes } from './stubFetch';
