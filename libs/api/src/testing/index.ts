export { fail, jsonResponse, ok, pending, stubFetch } from './stubFetch';
export type { StubAnswer, StubData, StubKey, StubResponse, StubRoutes } from './stubFetch';
