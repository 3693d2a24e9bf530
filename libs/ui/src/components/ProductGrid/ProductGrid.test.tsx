import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ProductGrid.stories';

const { Default, Empty, Error, Loading } = composeStories(stories);

describe('ProductGrid', () => {
  it('adds a product with the quantity set by the stepper or typed', async () => {
    const onAdd = vi.fn();
    render(<Default onAdd={onAdd} />);
    const card = screen.getByRole('listitem', { name: 'Bitter Leaf Tea' });
    expect(card).toHaveTextContent('₦2,500.50');
    expect(card).toHaveTextContent('2 PV');
    const decrease = within(card).getByRole('button', { name: 'Decrease quantity of Bitter Leaf Tea' });
    expect(decrease).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Increase quantity of Bitter Leaf Tea' }));
    expect(decrease).toBeEnabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Add Bitter Leaf Tea to cart' }));
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }), 2);
    const input = within(card).getByLabelText('Quantity of Bitter Leaf Tea');
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }), 12);
  });

  it.each(['0', '1.5', ''])('refuses a quantity of %j', async (typed) => {
    const onAdd = vi.fn();
    render(<Default onAdd={onAdd} />);
    const input = screen.getByLabelText('Quantity of Moringa Capsules');
    await userEvent.clear(input);
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Add Moringa Capsules to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One of your selection has quantity less than 1',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows the loading, empty and error states', async () => {
    const onRetry = vi.fn();
    render(<Loading />);
    expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    render(<Empty />);
    expect(screen.getByText('There are no products')).toBeInTheDocument();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the products');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
