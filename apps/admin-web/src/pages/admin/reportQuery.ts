import { ApiError } from '@kola/api';
import type { ReportFilterValues } from '@kola/ui';

/** The filters that are set, as query parameters (an empty field filters nothing). */
export function setFilters(values: ReportFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
}

/** A refused filter's messages by field (422), for the filter form. */
export function filterErrors(error: unknown): Record<string, string | undefined> | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, texts]) => [field, texts[0]]));
}
