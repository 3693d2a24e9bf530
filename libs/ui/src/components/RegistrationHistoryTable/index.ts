export { NO_REGISTRATIONS, RegistrationHistoryTable } from './RegistrationHistoryTable';
export type { RegistrationHistoryTableProps, RegistrationRecord } from './RegistrationHistoryTable';
