import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner, StockistStatusNotice } from '@kola/ui';
import { ReadError } from '../layouts/ReadError';
import { paths } from '../paths';
import { useOwnStore, type OwnStore } from './useOwnStore';

export interface StockistOnlyProps {
  /** The screen, given the member's approved store. */
  children: (store: OwnStore) => ReactNode;
}

/**
 * A stockist screen's guard (docs/screens/stockist.md#states): the screen for an approved stockist; for
 * anyone else a clear state: awaiting approval, or "This page is for stockists" with a link to Become a
 * Stockist (a disapproved registration too: the member applies again there).
 */
export function StockistOnly({ children }: StockistOnlyProps) {
  const { store, approved, loading, error, reload } = useOwnStore();
  if (loading) return <Spinner label="Loading your store" />;
  if (error)
    return <ReadError title="We could not load your store" error={error} onRetry={() => void reload()} />;
  if (store && approved) return <>{children(store)}</>;
  if (store?.stockist_status === 'pending') return <StockistStatusNotice state="pending" store={store} />;
  return (
    <StockistStatusNotice state="not_stockist" registerHref={paths.user.stockistReg} linkComponent={Link} />
  );
}
