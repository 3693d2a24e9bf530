import { REGISTRATION_WINDOW_DAYS } from '@kola/domain';
import type { Executor } from '../../db/transaction';
import { invalid } from '../../lib/errors';
import { RM } from './registration.messages';
import type { RegistrationRepository } from './registration.repository';

/** Where a new member goes in the tree, and who sponsors them. */
export interface Placement {
  /** The placement parent: the member named as upline (`referrer`), else the root. */
  upline: { id: number; username: string };
  /** The member named as sponsor (`placer`), else the upline. */
  sponsorId: number;
  /** The upline's name as given (for the messages). */
  referrer: string | null;
}

/**
 * Placement in the binary tree: the upline and sponsor a registration names, and one of the
 * upline's two slots (left first), taken under the upline's row lock.
 */
export function createPlacement(repo: RegistrationRepository) {
  return {
    /** Resolves the upline and sponsor named by the registration (before its transaction). */
    async choose(input: { referrer?: string | null; placer?: string | null }): Promise<Placement> {
      const referrer = input.referrer?.trim() || null;
      const placer = input.placer?.trim() || null;
      const upline = referrer ? await repo.memberByUsername(referrer) : await repo.rootUser();
      if (!upline || ('status' in upline && upline.status === 'expired'))
        throw invalid('referrer', RM.uplineUnknown(referrer ?? ''));
      let sponsorId = upline.id;
      if (placer && placer.toLowerCase() !== upline.username.toLowerCase()) {
        const sponsor = await repo.memberByUsername(placer);
        if (!sponsor || sponsor.status === 'expired') throw invalid('placer', RM.sponsorUnknown(placer));
        sponsorId = sponsor.id;
      }
      return { upline: { id: upline.id, username: upline.username }, sponsorId, referrer };
    },

    /**
     * Takes a free slot under the upline, in the registration's transaction. The upline row lock
     * serialises registrations under one upline: two can never both see a free slot. Unpaid
     * children past their window give their slot back first. The unique (parent, position)
     * index is the backstop.
     */
    async claimSlot(tx: Executor, placement: Placement): Promise<1 | 2> {
      const { upline, referrer } = placement;
      const locked = await repo.lockUser(upline.id, tx);
      if (!locked || locked.status === 'expired') throw invalid('referrer', RM.uplineUnknown(referrer ?? ''));
      await repo.expireUnpaid(REGISTRATION_WINDOW_DAYS, upline.id, tx);
      const taken = new Set((await repo.takenPositions(upline.id, tx)).map((r) => r.placement_position));
      const position = ([1, 2] as const).find((p) => !taken.has(p));
      if (!position) throw invalid('referrer', RM.uplineFull(upline.username));
      return position;
    },
  };
}

export type PlacementService = ReturnType<typeof createPlacement>;
