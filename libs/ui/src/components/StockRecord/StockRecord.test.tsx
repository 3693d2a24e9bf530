import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './StockRecord.stories';

const { Default, Empty } = composeStories(stories);

describe('StockRecord', () => {
  it('shows name, cost price, quantity and the stock state', () => {
    render(<Default />);
    const tea = screen.getByRole('row', { name: /Bitter Leaf Tea/ });
    expect(within(tea).getByText('₦2,500.50')).toBeInTheDocument();
    expect(within(tea).getByText('12')).toBeInTheDocument();
    expect(within(tea).getByText('In stock')).toHaveAttribute('data-tone', 'success');
    const ginger = screen.getByRole('row', { name: /Ginger Detox Blend/ });
    expect(within(ginger).getByText('Not in stock')).toHaveAttribute('data-tone', 'danger');
  });

  it('says there are no stocks', () => {
    render(<Empty />);
    expect(screen.getByText('There are no stocks')).toBeInTheDocument();
  });
});
