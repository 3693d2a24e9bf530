import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ProductTable.stories';

const { Default, Stockist, Empty, Loading, Error } = composeStories(stories);

describe('ProductTable', () => {
  it('lists products with S/N, name and price', () => {
    render(<Default />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Moringa Capsules')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('₦4,500.00')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Stock quantity' })).not.toBeInTheDocument();
  });

  it('adds a product with the typed quantity', async () => {
    const onAdd = vi.fn();
    render(<Default onAdd={onAdd} />);
    const quantity = screen.getByLabelText('Quantity of Neem Herbal Soap');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Neem Herbal Soap to cart' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ name: 'Neem Herbal Soap' }), 4);
  });

  it.each(['0', '', '-2'])('refuses a quantity of "%s"', async (typed) => {
    const onAdd = vi.fn();
    render(<Default onAdd={onAdd} />);
    const quantity = screen.getByLabelText('Quantity of Moringa Capsules');
    await userEvent.clear(quantity);
    if (typed) await userEvent.type(quantity, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Add Moringa Capsules to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('One of your selection has quantity less than 1');
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the product image in a dialog', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'View image of Ginger Detox Blend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ginger Detox Blend' });
    expect(within(dialog).getByRole('img', { name: 'Ginger Detox Blend (no image)' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows points and stock for a stockist', () => {
    render(<Stockist />);
    const row = screen.getByRole('row', { name: /Ginger Detox Blend/ });
    expect(within(row).getByText('5 PV')).toBeInTheDocument();
    expect(within(row).getByText('Not in stock')).toBeInTheDocument();
  });

  it('shows the empty, loading and error states', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('There are no products')).toBeInTheDocument();
    unmount();
    const loading = render(<Loading />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    loading.unmount();
    render(<Error />);
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });
});
