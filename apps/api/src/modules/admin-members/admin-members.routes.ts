import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { AMM } from './admin-members.messages';
import type { AdminMembersService } from './admin-members.service';
import type { MemberMessageService } from './member-message.service';

/** HTTP only: the back office's member lists and its message to a member delegate to their services. */
export function adminMembersHandlers(
  members: AdminMembersService,
  messages: MemberMessageService,
): HandlerMap {
  return {
    sendUserMessage: async ({ params, body, auth, req }) =>
      messages.send(signedIn(auth), params.uuid, body, req.ip),
    listUsers: async ({ query, auth }) => ({
      message: AMM.members,
      data: await members.members(signedIn(auth), query),
    }),
    searchUsers: async ({ query, auth }) => ({
      message: AMM.searchResults,
      data: await members.search(signedIn(auth), query),
    }),
    listActiveUsers: async ({ query, auth }) => ({
      message: AMM.activeMembers,
      data: await members.members(signedIn(auth), { ...query, type: 'active' }),
    }),
    listPaidUsers: async ({ query, auth }) => ({
      message: AMM.packagePayments,
      data: await members.packagePayments(signedIn(auth), query),
    }),
    searchPaidUsers: async ({ query, auth }) => ({
      message: AMM.packagePayments,
      data: await members.packagePayments(signedIn(auth), query, true),
    }),
    listUpgradedUsers: async ({ query, auth }) => ({
      message: AMM.upgradedMembers,
      data: await members.upgradedMembers(signedIn(auth), query),
    }),
  };
}
