import { storeStateLabel } from './PurchaseHistoryFormat';
import { StyledStoreCell } from './PurchaseHistory.styles';

export interface StoreFields {
  store_name?: string | null;
  store_address?: string | null;
  store_state?: string | null;
  store_phone?: string | null;
}

/** A store in one table cell: the name, then the address, then the state and phone (narrow tables). */
export function StoreCell({ store }: { store: StoreFields }) {
  const place = [storeStateLabel(store.store_state), store.store_phone ?? ''].filter(Boolean).join(' · ');
  return (
    <StyledStoreCell>
      <strong>{store.store_name ?? ''}</strong>
      {store.store_address ? <span>{store.store_address}</span> : null}
      {place ? <span>{place}</span> : null}
    </StyledStoreCell>
  );
}

/** The store as one CSV field: "name, address, State, phone". */
export const storeCsv = (store: StoreFields) =>
  [store.store_name, store.store_address, storeStateLabel(store.store_state), store.store_phone]
    .filter(Boolean)
    .join(', ');
