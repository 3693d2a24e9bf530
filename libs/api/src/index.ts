export { createApiClient } from './client';
export type { ApiClient, CreateApiClientOptions } from './client';
export { ApiError, apiErrorFromBody, errorMessage, GENERIC_ERROR, NO_RESPONSE } from './errors';
export {
  ACCOUNT_UUID_STORAGE_KEY,
  accountUuidStore,
  LOGIN_TOKEN_STORAGE_KEY,
  loginTokenStore,
  TOKEN_STORAGE_KEY,
  tokenStore,
} from './token';
export {
  earlyRead,
  FRESH_MS,
  forgetEarlyReads,
  startAppClient,
  startEarlyReads,
  takeEarlyRead,
} from './earlyReads';
export type { AppClient, AppClientOptions, EarlyRead } from './earlyReads';
export {
  API_KEY_PREFIX,
  ApiProvider,
  byId,
  byUuid,
  useApiClient,
  useAuthAdmin,
  useAuthUser,
  useClearApiCache,
  usePackages,
  useQuery,
  useRevalidateReads,
} from './hooks';
export type { QueryKey, ReadData, ReadInit } from './hooks';
export { useFlowError, useMutation } from './mutation';
export type { MutationOptions } from './mutation';
export type {
  AnswerOf,
  ConcretePath,
  DataOf,
  DataOfKey,
  InitOf,
  Method,
  OperationKey,
  PathOf,
  ReadPath,
  WriteMethod,
} from './contract';
export type { components, operations, paths } from './generated/schema';
export { useChangePassword, useEndSession, useResetPassword, useTwoFactorLogin } from './authFlows';
export type {
  AccountFlowOptions,
  ChangePasswordStep,
  LoginResult,
  TwoFactorLoginOptions,
  UserType,
} from './authFlows';
export * from './types';
export {
  useBankDetails,
  useClaimIncentive,
  useInviteFriend,
  usePayment,
  usePayWithWallet,
  useRequestWithdrawal,
} from './moneyFlows';
export type {
  BankDetailsUpdate,
  PaymentCheckout,
  PaymentInitiateRequest,
  PaymentVerification,
  PaymentVerifyResult,
  WalletPayment,
} from './moneyFlows';
export { profileFormData, useUpdateProfile } from './profileFlows';
export type { ProfileUpdate } from './profileFlows';
