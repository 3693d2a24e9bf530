/**
 * Money is integer kobo (1 naira = 100 kobo) everywhere inside the system; the API speaks
 * naira with at most two decimals. These are the only conversions.
 */
export type Kobo = number & { readonly __brand: 'Kobo' };

export function assertKobo(value: number): Kobo {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of kobo: ${value}`);
  return value as Kobo;
}

export function kobo(value: number): Kobo {
  return assertKobo(value);
}

/**
 * Naira (a JSON number with at most two decimals) to kobo. Rejects more precision instead of
 * rounding it away: 0.005 naira is not an amount anybody can pay.
 */
export function nairaToKobo(naira: number): Kobo {
  if (!Number.isFinite(naira)) throw new RangeError(`Not an amount: ${naira}`);
  const scaled = Math.round(naira * 100);
  // 0.1 + 0.2 style float noise is tolerated; a third decimal is not.
  if (Math.abs(scaled - naira * 100) > 1e-6 * Math.max(1, Math.abs(naira))) {
    throw new RangeError(`More than two decimals: ${naira}`);
  }
  return assertKobo(scaled);
}

export function koboToNaira(value: Kobo | number): number {
  assertKobo(value);
  return value / 100;
}

/** p% of an amount, rounded down to the kobo (the remainder stays with the company). */
export function percentOf(amount: Kobo, percent: number): Kobo {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Not a percentage: ${percent}`);
  // Work in hundredths of a percent to keep 2.5% exact.
  const basisPoints = Math.round(percent * 100);
  return assertKobo(Math.floor((amount * basisPoints) / 10_000));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** ₦12,345.00 — en-US grouping as the screens show it. */
export function formatNaira(naira: number, locale = 'en-US'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  const sign = naira < 0 ? '-' : '';
  return `${sign}₦${formatter.format(Math.abs(naira))}`;
}

export function formatKobo(value: Kobo | number, locale = 'en-US'): string {
  return formatNaira(koboToNaira(value), locale);
}
