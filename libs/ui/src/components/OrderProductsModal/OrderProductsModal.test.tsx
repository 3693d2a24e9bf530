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
    const dialog = await screen.findByRole('dialog', { name: 'Products of order #01234' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('img', { name: 'Moringa Capsules' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Quantity: 2');
    expect(within(items[2]!).getByRole('img', { name: 'Ginger Detox Blend (no image)' })).toBeInTheDocument();
  });

  it('shows the empty, loading and error states', async () => {
    const empty = render(<Empty />);
    expect(await screen.findByText('There are no products')).toBeInTheDocument();
    empty.unmount();
    const loading = render(<Loading />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products');
    loading.unmount();
    render(<Error />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('has no axe violations', async () => {
    render(<Open />);
    expect((await axe.run(await screen.findByRole('dialog'))).violations).toEqual([]);
  });
});
