export { fail, jsonResponse, ok, stubFetch } from './stubFetch';
export type { StubResponse, StubRoutes } from './stubFetch';
