/**
 * A registration must be paid within this many days of account creation
 * (docs/trees-and-placement.md#registration-window).
 */
export const REGISTRATION_WINDOW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days elapsed since the account was created, as the welcome page counts them. */
export function registrationDaysElapsed(createdAt: Date | string, now: Date = new Date()): number {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const elapsed = Math.floor((now.getTime() - created.getTime()) / DAY_MS);
  return Math.max(0, elapsed);
}

/** True once the registration window has closed without payment. */
export function registrationExpired(createdAt: Date | string, now: Date = new Date()): boolean {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return now.getTime() - created.getTime() >= REGISTRATION_WINDOW_DAYS * DAY_MS;
}
