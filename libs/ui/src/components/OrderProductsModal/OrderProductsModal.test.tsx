import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as stories from './OrderProductsModal.stories';

const { Default, Open, Empty, Loading, Error } = composeStories(stories);

describe('OrderProductsModal', () => {
  it('lists the products of the order with image and quantity', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'View products' }));
    const dialog = screen.getByRole('dialog', { name: 'Products of order #01234' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('img', { name: 'Moringa Capsules' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Quantity: 2');
    expect(within(items[2]!).getByRole('img', { name: 'Ginger Detox Blend (no image)' })).toBeInTheDocument();
  });

  it('shows the empty, loading and error states', () => {
    const empty = render(<Empty />);
    expect(screen.getByText('There are no products')).toBeInTheDocument();
    empty.unmount();
    const loading = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    loading.unmount();
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('has no axe violations', async () => {
    render(<Open />);
    expect((await axe.run(screen.getByRole('dialog'))).violations).toEqual([]);
  });
});
