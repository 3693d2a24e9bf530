import { REGISTRATION_WINDOW_DAYS } from '@kola/domain';
import type { Executor } from '../../db/transaction';
import { invalid } from '../../lib/errors';
import { RM } from './registration.messages';
import type { RegistrationRepository } from './registration.repository';

/** Where a new member goes in the tree, and who sponsors them. */
export type Placement =
  | {
      kind: 'named';
      /** The placement parent: the member named as upline (`referrer`), else the root. */
      upline: { id: number; username: string };
      /** The member named as sponsor (`placer`), else the upline. */
      sponsorId: number;
      /** The upline's name as given (for the messages). */
      referrer: string | null;
    }
  | {
      kind: 'spillover';
      /** The sponsor (`placer`, else the root): the first free slot below them is taken. */
      sponsor: { id: number; username: string };
      sponsorId: number;
    };

/** Where the new member goes: the placement parent and the position under it (1 left, 2 right). */
export interface Slot {
  parentId: number;
  position: 1 | 2;
}

/** How many times a spill-over search starts again because a concurrent registration took its slot. */
const SPILLOVER_ATTEMPTS = 100;

/**
 * Placement in the binary tree (docs/trees-and-placement.md#spill-over): the upline named by the
 * registration, or, when it names none and spill-over is on, the first free slot breadth first
 * under the sponsor (or the root). The slot is taken under its parent's row lock.
 */
export function createPlacement(repo: RegistrationRepository) {
  /** A free position under `parentId`, taken under its row lock, or null when it has none. */
  async function freePositionUnder(tx: Executor, parentId: number) {
    const locked = await repo.lockUser(parentId, tx);
    if (!locked || locked.status === 'expired') return { locked, position: null };
    await repo.expireUnpaid(REGISTRATION_WINDOW_DAYS, parentId, tx);
    const taken = new Set((await repo.takenPositions(parentId, tx)).map((r) => r.placement_position));
    return { locked, position: ([1, 2] as const).find((p) => !taken.has(p)) ?? null };
  }

  return {
    /** Resolves the upline and sponsor named by the registration (before its transaction). */
    async choose(input: { referrer?: string | null; placer?: string | null }): Promise<Placement> {
      const referrer = input.referrer?.trim() || null;
      const placer = input.placer?.trim() || null;
      if (!referrer && (await repo.spilloverEnabled())) {
        let sponsor: { id: number; username: string } = await repo.rootUser();
        if (placer && placer.toLowerCase() !== sponsor.username.toLowerCase()) {
          const named = await repo.memberByUsername(placer);
          if (!named || named.status === 'expired') throw invalid('placer', RM.sponsorUnknown(placer));
          sponsor = named;
        }
        return {
          kind: 'spillover',
          sponsor: { id: sponsor.id, username: sponsor.username },
          sponsorId: sponsor.id,
        };
      }
      const upline = referrer ? await repo.memberByUsername(referrer) : await repo.rootUser();
      if (!upline || ('status' in upline && upline.status === 'expired'))
        throw invalid('referrer', RM.uplineUnknown(referrer ?? ''));
      let sponsorId = upline.id;
      if (placer && placer.toLowerCase() !== upline.username.toLowerCase()) {
        const sponsor = await repo.memberByUsername(placer);
        if (!sponsor || sponsor.status === 'expired') throw invalid('placer', RM.sponsorUnknown(placer));
        sponsorId = sponsor.id;
      }
      return { kind: 'named', upline: { id: upline.id, username: upline.username }, sponsorId, referrer };
    },

    /**
     * Takes the slot, in the registration's transaction.
     *
     * A named upline: its row lock serialises registrations under it, so two can never both see
     * a free slot; unpaid children past their window give their slot back first; a full upline
     * is refused. The unique (parent, position) index is the backstop.
     *
     * Spill-over: the first free slot under the sponsor is found without locks, then its
     * holder's row is locked and its positions read again. A concurrent registration that took
     * it first has committed by then, so the search simply runs again and finds the next slot.
     * A sponsor outside the root's tree (below an expired registration) spills under the root.
     */
    async claimSlot(tx: Executor, placement: Placement): Promise<Slot> {
      if (placement.kind === 'named') {
        const { upline, referrer } = placement;
        const { locked, position } = await freePositionUnder(tx, upline.id);
        if (!locked || locked.status === 'expired')
          throw invalid('referrer', RM.uplineUnknown(referrer ?? ''));
        if (!position) throw invalid('referrer', RM.uplineFull(upline.username));
        return { parentId: upline.id, position };
      }
      for (let attempt = 0; attempt < SPILLOVER_ATTEMPTS; attempt++) {
        const parentId =
          (await repo.firstOpenSlot(placement.sponsor.id, tx)) ??
          (await repo.firstOpenSlot((await repo.rootUser(tx)).id, tx));
        if (parentId === undefined) break;
        const { position } = await freePositionUnder(tx, parentId);
        if (position) return { parentId, position };
      }
      throw invalid('referrer', RM.noSlotNow);
    },
  };
}

export type PlacementService = ReturnType<typeof createPlacement>;
