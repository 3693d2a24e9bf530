import styled from 'styled-components';

/** The layout follows its own width (the member area's sidebar takes part of the screen). */
export const StyledRepurchaseContainer = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

/**
 * Narrow: one column in the order the member works (allowance, products, where to collect, cart,
 * history). From 56rem of room: products and stockists on the left, the cart beside them and kept in view.
 */
export const StyledRepurchaseLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas:
    'allowance'
    'products'
    'stockists'
    'cart'
    'history';
  align-items: start;

  @container (min-width: 56rem) {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 22rem);
    grid-template-areas:
      'allowance allowance'
      'products cart'
      'stockists cart'
      'history history';
    /* A cart taller than the products leaves its extra height below the stockists, not above them. */
    grid-template-rows: auto auto 1fr auto;
  }
`;

export const StyledRepurchaseArea = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

/** The cart's grid area spans the rows of products and stockists. */
export const StyledRepurchaseCart = styled(StyledRepurchaseArea)`
  align-self: stretch;
`;

/** Kept in view while the member scrolls the products and stockists (never over the orders below). */
export const StyledRepurchaseCartSticky = styled.div`
  @container (min-width: 56rem) {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledRepurchaseStep = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledRepurchaseStepTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledRepurchaseStepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand500};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
