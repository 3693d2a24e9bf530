import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { formatOrderDate } from '../PurchaseHistory/PurchaseHistoryFormat';
import { UiLink, type LinkComponent } from '../TextLink/TextLink';
import {
  StyledStatusActions,
  StyledStatusBody,
  StyledStatusDetails,
  StyledStatusNotice,
  StyledStatusText,
} from './StockistStatusNotice.styles';

/**
 * Where a member stands with the stockist portal (docs/screens/stockist.md#states):
 * - `not_stockist`: no approved store; the stockist screens send them to Become a Stockist;
 * - `pending`: the registration awaits an administrator;
 * - `disapproved`: the registration was refused; the member may apply again.
 */
export type StockistNoticeState = 'not_stockist' | 'pending' | 'disapproved';

export const STOCKIST_NOTICE_TEXTS = {
  not_stockist: {
    title: 'This page is for stockists',
    text: 'Register a store to buy stock, hand members their orders and earn a rebate on every order you fulfil.',
  },
  pending: {
    title: 'Your stockist registration is awaiting approval',
    text: 'An administrator checks your payment receipt. The stockist menu opens once your store is approved.',
  },
  disapproved: {
    title: 'Your stockist registration was not approved',
    text: 'Check the amount and the receipt of your payment, then apply again.',
  },
} as const satisfies Record<StockistNoticeState, { title: string; text: string }>;

/** The registration shown under a pending or disapproved notice. */
export interface StockistNoticeStore {
  store_name: string;
  stockist_package_name?: string | null;
  stockist_created_at?: string | null;
}

export interface StockistStatusNoticeProps {
  state: StockistNoticeState;
  /** The registration (pending or disapproved). */
  store?: StockistNoticeStore | null;
  /** Become a Stockist, for `not_stockist`. */
  registerHref?: string;
  /** react-router's Link in the apps. */
  linkComponent?: LinkComponent;
  /** Shows the registration form again, for `disapproved`. */
  onApplyAgain?: () => void;
  /** Replaces the heading (e.g. the page's own wording). */
  title?: ReactNode;
}

const badges: Record<StockistNoticeState, ReactNode> = {
  not_stockist: null,
  pending: <Badge tone="info">Pending</Badge>,
  disapproved: <Badge tone="danger">Disapproved</Badge>,
};

/**
 * A stockist screen for a member who cannot use it yet: not a stockist (with a link to Become a
 * Stockist), a registration awaiting approval, or a disapproved one (with Apply again).
 */
export function StockistStatusNotice({
  state,
  store,
  registerHref,
  linkComponent = 'a',
  onApplyAgain,
  title,
}: StockistStatusNoticeProps) {
  const texts = STOCKIST_NOTICE_TEXTS[state];
  return (
    <StyledStatusNotice>
      <Card title={title ?? texts.title} actions={badges[state]}>
        <StyledStatusBody>
          <StyledStatusText>{texts.text}</StyledStatusText>
          {store && state !== 'not_stockist' ? (
            <StyledStatusDetails>
              <dt>Store</dt>
              <dd>{store.store_name}</dd>
              {store.stockist_package_name ? (
                <>
                  <dt>Stockist package</dt>
                  <dd>{store.stockist_package_name}</dd>
                </>
              ) : null}
              {store.stockist_created_at ? (
                <>
                  <dt>Applied on</dt>
                  <dd>{formatOrderDate(store.stockist_created_at)}</dd>
                </>
              ) : null}
            </StyledStatusDetails>
          ) : null}
          {state === 'not_stockist' && registerHref ? (
            <StyledStatusActions>
              <Button asChild>
                <UiLink href={registerHref} linkComponent={linkComponent}>
                  Become a Stockist
                </UiLink>
              </Button>
            </StyledStatusActions>
          ) : null}
          {state === 'disapproved' && onApplyAgain ? (
            <StyledStatusActions>
              <Button onClick={onApplyAgain}>Apply again</Button>
            </StyledStatusActions>
          ) : null}
        </StyledStatusBody>
      </Card>
    </StyledStatusNotice>
  );
}
