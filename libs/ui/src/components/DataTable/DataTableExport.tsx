import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether every DataTable below offers "Export CSV" (the back office: docs/screens/back-office.md,
 * "CSV export"). A table with its own `exportFileName` or `onExport` keeps it; the others are
 * saved under their caption and the day's date.
 */
const DataTableExportContext = createContext(false);

export function DataTableExportProvider({ children }: { children: ReactNode }) {
  return <DataTableExportContext.Provider value={true}>{children}</DataTableExportContext.Provider>;
}

export const useDataTableExport = () => useContext(DataTableExportContext);

/** "Stockist registrations" on 2026-11-28 → "stockist-registrations-2026-11-28". */
export function exportNameOf(caption: string, today: Date = new Date()): string {
  const slug = caption
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const day = [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, '0'),
    String(today.getDate()).padStart(2, '0'),
  ].join('-');
  return `${slug || 'table'}-${day}`;
}
