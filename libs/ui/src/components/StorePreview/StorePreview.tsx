import { Fragment, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { StyledPreviewList, StyledPreviewTerm, StyledPreviewValue } from './StorePreview.styles';

export type StockistState = 'lagos' | 'oyo';

/**
 * The two states a store may be in (docs/screens/stockist.md#limits-and-formats), as the screens show them.
 */
export const STOCKIST_STATES: ReadonlyArray<{ value: StockistState; label: string }> = [
  { value: 'lagos', label: 'Lagos' },
  { value: 'oyo', label: 'Oyo' },
];

export const stockistStateLabel = (value: string | null | undefined): string =>
  STOCKIST_STATES.find((state) => state.value === value)?.label ?? value ?? '';

export const NOT_ENTERED = 'Not entered yet';

export interface StorePreviewProps {
  storeName?: string | null | undefined;
  storeAddress?: string | null | undefined;
  storeState?: string | null | undefined;
  storePhone?: string | null | undefined;
  /** The chosen stockist package (name and price). */
  packageName?: string | null | undefined;
  referrer?: string | null | undefined;
  /** Name of the chosen receipt file. */
  receiptName?: string | null | undefined;
  title?: ReactNode;
}

/**
 * Read-only card with what has been entered for a store so far
 * (docs/screens/stockist.md#stockist-registration, docs/screens/stockist.md#stockist-profile live preview).
 */
export function StorePreview({
  storeName,
  storeAddress,
  storeState,
  storePhone,
  packageName,
  referrer,
  receiptName,
  title = 'Store preview',
}: StorePreviewProps) {
  const rows: Array<[string, string | null | undefined]> = [
    ['Store name', storeName],
    ['Store address', storeAddress],
    ['State', stockistStateLabel(storeState)],
    ['Store phone', storePhone],
  ];
  if (packageName !== undefined) rows.push(['Stockist package', packageName]);
  if (referrer !== undefined) rows.push(['Referrer', referrer]);
  if (receiptName !== undefined) rows.push(['Payment receipt', receiptName]);

  return (
    <Card title={title}>
      <StyledPreviewList>
        {rows.map(([label, value]) => {
          const text = value?.trim();
          return (
            <Fragment key={label}>
              <StyledPreviewTerm>{label}</StyledPreviewTerm>
              <StyledPreviewValue data-empty={text ? undefined : 'true'}>
                {text || NOT_ENTERED}
              </StyledPreviewValue>
            </Fragment>
          );
        })}
      </StyledPreviewList>
    </Card>
  );
}
