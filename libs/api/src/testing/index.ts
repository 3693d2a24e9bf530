export { fail, jsonResponse, ok, pending, stubFetch } from './stubFetch';
export type { StubResponse, StubRoutes } from './stubFetch';
