import { sql, type SelectQueryBuilder } from 'kysely';

export interface PageQuery {
  page?: number;
  per_page?: number;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Runs a select as one page (with its total) in the contract's PageMeta shape. */
export async function paginate<D, TB extends keyof D, O, T>(
  query: SelectQueryBuilder<D, TB, O>,
  page: PageQuery,
  map: (row: O) => T,
  /** The number of rows when it is known without counting them (a kept counter). */
  knownTotal?: Promise<number>,
): Promise<PageMeta & { data: T[] }> {
  const perPage = Math.min(Math.max(page.per_page ?? 20, 1), 100);
  const current = Math.max(page.page ?? 1, 1);
  const [rows, count] = await Promise.all([
    query
      .limit(perPage)
      .offset((current - 1) * perPage)
      .execute(),
    knownTotal
      ? knownTotal.then((total) => ({ total }))
      : (query
          .clearSelect()
          .clearOrderBy()
          .select(sql<number>`count(*)`.as('total'))
          .executeTakeFirst() as Promise<{ total: number } | undefined>),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    current_page: current,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    data: (rows as O[]).map(map),
  };
}

/** The page a query asks for: its size (1 to 100, default 20), its number (from 1) and its first row. */
export function pageWindow(page: PageQuery): { perPage: number; current: number; offset: number } {
  const perPage = Math.min(Math.max(page.per_page ?? 20, 1), 100);
  const current = Math.max(page.page ?? 1, 1);
  return { perPage, current, offset: (current - 1) * perPage };
}

/** One page of rows read by the caller, with its total, in the contract's PageMeta shape. */
export function toPage<T>(
  data: T[],
  total: number,
  current: number,
  perPage: number,
): PageMeta & { data: T[] } {
  return {
    current_page: current,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    data,
  };
}
