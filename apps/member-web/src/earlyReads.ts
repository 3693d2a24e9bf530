import { byUuid, earlyRead, type EarlyRead } from '@kola/api';
import { paths } from './paths';

/** The weeks of the dashboard's earnings chart. */
export const EARNINGS_WEEKS = 12;

/** The parameters of the dashboard's earnings read (the page and its early read share them). */
export const weeklyEarnings = (uuid: string) => ({
  params: { path: { uuid }, query: { weeks: EARNINGS_WEEKS } },
});

/**
 * What member-web reads before anything renders (docs/adr/0019-early-reads.md): on any member
 * page the member (GET /auth/user, the sign-in guard's read); on the dashboard (or /user, which
 * leads there) also its first numbers: the summary, the settings (limits and PV rate), the
 * pending withdrawals, the rank progress and the weekly earnings. Six in all, as many as a
 * browser sends to one host at once, so they take one round trip together; the dashboard's other
 * reads follow when it renders. The member goes last: the page renders when it answers, and by
 * then the others have usually answered too, so its first render already shows the numbers.
 */
export function memberEarlyReads(uuid: string, pathname: string): EarlyRead[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const inMemberArea =
    path === paths.welcome || path === paths.user.root || path.startsWith(`${paths.user.root}/`);
  if (!inMemberArea) return [];
  const reads: EarlyRead[] = [];
  if (path === paths.user.dashboard || path === paths.user.root) {
    const ofMember = byUuid(uuid)!;
    reads.push(
      earlyRead('/bonuses/{uuid}/summary', ofMember),
      earlyRead('/settings/all', {}),
      earlyRead('/withdrawals/{uuid}/pending', ofMember),
      earlyRead('/bonuses/{uuid}/rank-progress', ofMember),
      earlyRead('/bonuses/{uuid}/earnings', weeklyEarnings(uuid)),
    );
  }
  reads.push(earlyRead('/auth/user', {}));
  return reads;
}
