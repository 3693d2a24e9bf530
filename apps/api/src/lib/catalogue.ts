import { nairaToKobo, type Kobo } from '@kola/domain';
import type { Auth } from '../contract/handlers';
import { forbidden, invalid, isUniqueViolation } from './errors';

/**
 * The field rules the back office's catalogue edits share (docs/catalogue.md#values): money is
 * naira with at most two decimals (kept as kobo), PV and points are whole numbers, percentages
 * are 0 to 100 with at most four decimals, names are trimmed and not empty. Each refusal is a 422
 * naming the field; the contract's schema has already refused negatives and wrong types.
 */

export const ADMIN_ONLY = 'Only an administrator may change the catalogue.';

/** Administrators only (the route's `x-access: admin` checks it first; this keeps the rule with the service). */
export function requireCatalogueAdmin(caller: Auth): void {
  if (caller.type !== 'admin') throw forbidden(ADMIN_ONLY);
}

const label = (field: string) => field.replace(/_/g, ' ');

/** Naira from the contract to kobo; 422 on the field for a negative amount or a third decimal. */
export function koboField(field: string, naira: number): Kobo {
  if (!Number.isFinite(naira) || naira < 0) throw invalid(field, `The ${label(field)} may not be negative.`);
  try {
    return nairaToKobo(naira);
  } catch {
    throw invalid(field, `The ${label(field)} must be naira with at most two decimals.`);
  }
}

/** A whole, non-negative number (PV, points). */
export function wholeField(field: string, value: number): number {
  if (!Number.isInteger(value) || value < 0)
    throw invalid(field, `The ${label(field)} must be a whole number, 0 or more.`);
  if (value > 2_147_483_647) throw invalid(field, `The ${label(field)} is too large.`);
  return value;
}

/** A percentage from 0 to 100 with at most four decimals (numeric(7,4) columns). */
export function percentField(field: string, value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 100)
    throw invalid(field, `The ${label(field)} must be between 0 and 100.`);
  const scaled = value * 10_000;
  if (Math.abs(Math.round(scaled) - scaled) > 1e-6)
    throw invalid(field, `The ${label(field)} may have at most four decimals.`);
  return value;
}

/**
 * A trimmed text that may not be empty and has at least one letter: a name, a bank, a reward.
 * (A number sent for a text field reaches here as its digits: it is refused too.)
 */
export function textField(field: string, value: string): string {
  const text = String(value).trim();
  if (!text) throw invalid(field, `The ${label(field)} is required.`);
  if (!/\p{L}/u.test(text)) throw invalid(field, `The ${label(field)} must contain a letter.`);
  return text;
}

/** An optional text (a description): null when empty, otherwise as `textField`. */
export function optionalTextField(field: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  return textField(field, value);
}

/**
 * Runs a write whose name must be unique: a concurrent write that took the name first (the
 * table's unique constraint) answers the same 422 on `name` as the check before it.
 */
export async function withUniqueName<T>(
  write: () => Promise<T>,
  constraint: string,
  message: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw invalid('name', message);
    throw error;
  }
}
