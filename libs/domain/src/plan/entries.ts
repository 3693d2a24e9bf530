import { assertKobo, kobo, type Kobo } from '../money/kobo';
import { percentOfE4, type PercentE4 } from './percent';
import {
  NO_RECIPIENT,
  type BonusKind,
  type EntryExplanation,
  type ForfeitReason,
  type PlannedEntry,
  type Recipient,
} from './types';

/** The lines that actually credit a wallet. */
export function paidEntries(entries: readonly PlannedEntry[]): PlannedEntry[] {
  return entries.filter((entry) => !entry.forfeited);
}

/** The lines recorded as not paid, with their reasons. */
export function forfeitedEntries(entries: readonly PlannedEntry[]): PlannedEntry[] {
  return entries.filter((entry) => entry.forfeited);
}

/** Σ amount of the paid lines. */
export function totalPaid(entries: readonly PlannedEntry[]): Kobo {
  return assertKobo(paidEntries(entries).reduce((sum, entry) => sum + entry.amountKobo, 0));
}

/** Σ amount of the forfeited lines (what would have been paid). */
export function totalForfeited(entries: readonly PlannedEntry[]): Kobo {
  return assertKobo(forfeitedEntries(entries).reduce((sum, entry) => sum + entry.amountKobo, 0));
}

export function forfeit(
  recipientId: string,
  kind: BonusKind,
  amountKobo: Kobo,
  explanation: EntryExplanation,
  reason: ForfeitReason,
): PlannedEntry {
  return { recipientId, kind, amountKobo, explanation, forfeited: { reason } };
}

export function paid(
  recipientId: string,
  kind: BonusKind,
  amountKobo: Kobo,
  explanation: EntryExplanation,
): PlannedEntry {
  return { recipientId, kind, amountKobo, explanation };
}

/**
 * One line for `amount` to a recipient, applying the forfeit rules in order: no recipient,
 * setting 0, recipient inactive, rounds to 0 kobo. `settingIsZero` says the driving setting
 * is 0 (the amount is then 0 too).
 */
export function decide(
  recipient: Recipient | null | undefined,
  kind: BonusKind,
  amountKobo: Kobo,
  explanation: EntryExplanation,
  settingIsZero: boolean,
): PlannedEntry {
  if (!recipient) return forfeit(NO_RECIPIENT, kind, amountKobo, explanation, 'no_recipient');
  if (settingIsZero) return forfeit(recipient.id, kind, kobo(0), explanation, 'setting_zero');
  if (!recipient.active) return forfeit(recipient.id, kind, amountKobo, explanation, 'recipient_inactive');
  if (amountKobo === 0) return forfeit(recipient.id, kind, amountKobo, explanation, 'below_one_kobo');
  return paid(recipient.id, kind, amountKobo, explanation);
}

/** A single-recipient percentage bonus: p of base to the recipient, with the forfeit rules. */
export function percentBonus(
  recipient: Recipient | null | undefined,
  kind: BonusKind,
  baseKobo: Kobo,
  p: PercentE4,
  extra: Omit<EntryExplanation, 'baseKobo' | 'percentE4'> = {},
): PlannedEntry {
  const amount = percentOfE4(baseKobo, p);
  return decide(recipient, kind, amount, { baseKobo, percentE4: p, ...extra }, p === 0);
}
