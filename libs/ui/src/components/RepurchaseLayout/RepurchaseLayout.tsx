import { useId, type ReactNode } from 'react';
import {
  StyledRepurchaseArea,
  StyledRepurchaseCart,
  StyledRepurchaseCartSticky,
  StyledRepurchaseContainer,
  StyledRepurchaseLayout,
  StyledRepurchaseStep,
  StyledRepurchaseStepNumber,
  StyledRepurchaseStepTitle,
} from './RepurchaseLayout.styles';

export const REPURCHASE_STEPS = {
  products: 'Choose your products',
  stockists: 'Choose where to collect',
  cart: 'Submit or pay',
  history: 'Your orders',
} as const;

export interface RepurchaseLayoutProps {
  /** What remains of the pickup allowances. */
  allowance?: ReactNode;
  /** The product table. */
  products: ReactNode;
  /** The available stockists. */
  stockists: ReactNode;
  /** The cart with the pick-up type, the allowance line, Submit Selection or the pay section. */
  cart: ReactNode;
  /** The purchase history. */
  history?: ReactNode;
}

function Step({ number, title, children }: { number?: number; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <StyledRepurchaseStep aria-labelledby={titleId}>
      <StyledRepurchaseStepTitle id={titleId}>
        {number !== undefined ? (
          <StyledRepurchaseStepNumber aria-hidden="true">{number}</StyledRepurchaseStepNumber>
        ) : null}
        {title}
      </StyledRepurchaseStepTitle>
      {children}
    </StyledRepurchaseStep>
  );
}

/**
 * The repurchase / pick-up screen's steps (docs/screens/stockist.md#repurchase): products, where to
 * collect, then the cart (kept beside the products on a wide screen), and the order history below.
 */
export function RepurchaseLayout({ allowance, products, stockists, cart, history }: RepurchaseLayoutProps) {
  return (
    <StyledRepurchaseContainer>
      <StyledRepurchaseLayout>
        {allowance ? <StyledRepurchaseArea $area="allowance">{allowance}</StyledRepurchaseArea> : null}
        <StyledRepurchaseArea $area="products">
          <Step number={1} title={REPURCHASE_STEPS.products}>
            {products}
          </Step>
        </StyledRepurchaseArea>
        <StyledRepurchaseArea $area="stockists">
          <Step number={2} title={REPURCHASE_STEPS.stockists}>
            {stockists}
          </Step>
        </StyledRepurchaseArea>
        <StyledRepurchaseCart $area="cart">
          <StyledRepurchaseCartSticky>
            <Step number={3} title={REPURCHASE_STEPS.cart}>
              {cart}
            </Step>
          </StyledRepurchaseCartSticky>
        </StyledRepurchaseCart>
        {history ? (
          <StyledRepurchaseArea $area="history">
            <Step title={REPURCHASE_STEPS.history}>{history}</Step>
          </StyledRepurchaseArea>
        ) : null}
      </StyledRepurchaseLayout>
    </StyledRepurchaseContainer>
  );
}
