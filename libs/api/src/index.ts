export { createApiClient } from './client';
export type { ApiClient, CreateApiClientOptions } from './client';
export { ApiError, apiErrorFromBody, errorMessage, GENERIC_ERROR, NO_RESPONSE } from './errors';
export { TOKEN_STORAGE_KEY, tokenStore } from './token';
export { ApiProvider, useApiClient, useApiQuery, useAuthAdmin, useAuthUser } from './hooks';
export type { QueryKey } from './hooks';
export type { components, operations, paths } from './generated/schema';
export * from './queries';
