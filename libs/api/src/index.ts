export { createApiClient } from './client';
export type { ApiClient, CreateApiClientOptions } from './client';
export { ApiError, apiErrorFromBody, errorMessage, GENERIC_ERROR, NO_RESPONSE } from './errors';
export { LOGIN_TOKEN_STORAGE_KEY, loginTokenStore, TOKEN_STORAGE_KEY, tokenStore } from './token';
export { ApiProvider, useApiClient, useApiQuery, useAuthAdmin, useAuthUser, useClearApiCache } from './hooks';
export type { QueryKey } from './hooks';
export type { components, operations, paths } from './generated/schema';
export { useChangePassword, useEndSession, useResetPassword, useTwoFactorLogin } from './authFlows';
export type {
  AccountFlowOptions,
  ChangePasswordStep,
  LoginResult,
  TwoFactorLoginOptions,
  UserType,
} from './authFlows';
export * from './queries';
export * from './money';
export {
  useBankDetails,
  useClaimIncentive,
  useInviteFriend,
  usePayment,
  usePayWithWallet,
  useRequestWithdrawal,
  useRevalidateReads,
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
