export { assertKobo, formatKobo, formatNaira, kobo, koboToNaira, nairaToKobo, percentOf } from './money/kobo';
export type { Kobo } from './money/kobo';
export {
  registrationDaysElapsed,
  registrationExpired,
  REGISTRATION_WINDOW_DAYS,
} from './registration/window';
