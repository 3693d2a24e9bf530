import { accountUuidStore, startEarlyReads, type ApiClient, type LoginResult } from '@kola/api';
import type { AppShellConfig, ShellAccount } from '../config';

/**
 * Where a finished login step leads (the app's completeLogin, which stores the tokens). A member
 * signed in with a session gets her uuid in the answer: it is remembered as the account read
 * would remember it, and the reads of the page she goes to leave now, beside the guard's account
 * read, instead of after it (docs/adr/0019-early-reads.md, "At sign-in").
 */
export function finishLogin<A extends ShellAccount>(
  config: AppShellConfig<A>,
  api: ApiClient,
  result: LoginResult,
  typedEmail: string,
): string {
  const destination = config.completeLogin(result, typedEmail);
  if (result.access_token && result.uuid) {
    accountUuidStore.set(result.uuid);
    if (config.earlyReads) startEarlyReads(api, config.earlyReads(result.uuid, destination.split('?')[0]!));
  }
  return destination;
}
