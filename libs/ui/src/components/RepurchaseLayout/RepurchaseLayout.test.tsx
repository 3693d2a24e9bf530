import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { RepurchaseLayout } from './RepurchaseLayout';

describe('RepurchaseLayout', () => {
  it('puts each piece under its numbered step, the orders last', () => {
    renderWithTheme(
      <RepurchaseLayout
        allowance={<p>allowance</p>}
        products={<p>products</p>}
        stockists={<p>stockists</p>}
        cart={<p>cart</p>}
        history={<p>history</p>}
      />,
    );
    const step = (name: RegExp | string) => screen.getByRole('region', { name });
    expect(within(step(/Choose your products/)).getByText('products')).toBeInTheDocument();
    expect(within(step(/Choose where to collect/)).getByText('stockists')).toBeInTheDocument();
    expect(within(step(/Submit or pay/)).getByText('cart')).toBeInTheDocument();
    expect(within(step('Your orders')).getByText('history')).toBeInTheDocument();
    expect(screen.getByText('allowance')).toBeInTheDocument();
  });

  it('leaves out the allowance and the orders when not given', () => {
    renderWithTheme(<RepurchaseLayout products="p" stockists="s" cart="c" />);
    expect(screen.queryByRole('region', { name: 'Your orders' })).not.toBeInTheDocument();
  });
});
