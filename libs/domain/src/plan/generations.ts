import { kobo, type Kobo } from '../money/kobo';
import { decide } from './entries';
import { percentE4, percentOfE4, type PercentE4 } from './percent';
import {
  GENERATIONS,
  type BonusKind,
  type ChainMember,
  type GenerationTable,
  type PlannedEntry,
} from './types';

/** The percentage of generation g (1..10) for a recipient package; 0 when not set. */
export function generationPercent(table: GenerationTable, packageId: number, generation: number): PercentE4 {
  return table[packageId]?.[generation - 1] ?? percentE4(0);
}

/**
 * The members a generation walk visits: at most 10, nearest first, ending with the root when
 * the chain reaches it (nothing after the root is visited).
 */
export function generationRecipients(chain: readonly ChainMember[]): ChainMember[] {
  const visited: ChainMember[] = [];
  for (const member of chain) {
    if (visited.length === GENERATIONS) break;
    visited.push(member);
    if (member.isRoot) break;
  }
  return visited;
}

/**
 * Generations 1–10 of a chain (placement ancestors or sponsor chain, generation 1 first):
 * generation g earns table[g-th member's package][g] % of base. One line per visited
 * generation (paid or forfeited); none past the end of the chain or past the root.
 */
export function generationBonus(
  kind: BonusKind,
  chain: readonly ChainMember[],
  table: GenerationTable,
  baseKobo: Kobo,
): PlannedEntry[] {
  if (baseKobo === 0) return [];
  return generationRecipients(chain).map((member, index) => {
    const generation = index + 1;
    const p = generationPercent(table, member.packageId, generation);
    const amount = p === 0 ? kobo(0) : percentOfE4(baseKobo, p);
    return decide(
      member,
      kind,
      amount,
      { baseKobo, generation, percentE4: p, packageId: member.packageId },
      p === 0,
    );
  });
}

/** Σ of the largest generation-g percentage over all packages: the most a walk can pay. */
export function maxGenerationPercentSum(table: GenerationTable): number {
  let sum = 0;
  for (let g = 1; g <= GENERATIONS; g++) {
    let max = 0;
    for (const row of Object.values(table)) max = Math.max(max, row[g - 1] ?? 0);
    sum += max;
  }
  return sum;
}
