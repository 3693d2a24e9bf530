import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { BM, type BankingService } from './banking.service';

/** HTTP only: each operation delegates in one call to the banking service. */
export function bankingHandlers(banking: BankingService): HandlerMap {
  return {
    listProviderBanks: async () => ({ message: BM.banks, data: await banking.banks() }),
    verifyBankDetails: async ({ body, auth }) => ({
      message: BM.verified,
      data: await banking.verify(signedIn(auth), body),
    }),
    getProviderWalletBalance: async () => ({ message: BM.balance, data: await banking.providerBalance() }),
    updateBankDetails: async ({ params, body, auth, req }) =>
      banking.updateBankDetails(signedIn(auth), params.uuid, body, req.ip),
    createProfile: async ({ body, auth, req }) => banking.createProfile(signedIn(auth), body, req.ip),
    setBankEditable: async ({ params, body, auth, req }) =>
      banking.setBankEditable(signedIn(auth), params.uuid, body.bank_editable, req.ip),
    updateWithdrawalAmount: async ({ body, auth }) =>
      banking.setWithdrawalAmount(signedIn(auth), body.withdrawal_amount),
  };
}
