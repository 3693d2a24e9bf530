import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { canApproveOrder, orderLineState, type OrderLookupLine } from './OrderLookup';
import * as stories from './OrderLookup.stories';

const { Default, Empty, NotInStock, Controlled } = composeStories(stories);

const line = (overrides: Partial<OrderLookupLine>): OrderLookupLine => ({
  name: 'Moringa Capsules',
  price: 4500,
  product_qty: 2,
  in_stock: true,
  stock_qty: 10,
  ...overrides,
});

describe('OrderLookup', () => {
  describe('given no order yet', () => {
    it('asks for a code and refuses an empty one', async () => {
      const onFetch = vi.fn();
      render(<Empty onFetch={onFetch} />);
      expect(screen.getByText('Please enter a valid order code to fetch order details')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Fetch order' }));
      expect(await screen.findByText('You cannot proceed without a valid order code')).toBeInTheDocument();
      expect(onFetch).not.toHaveBeenCalled();
      await userEvent.type(screen.getByLabelText('Order code'), '  K7Q2  ');
      await userEvent.click(screen.getByRole('button', { name: 'Fetch order' }));
      await waitFor(() => expect(onFetch).toHaveBeenCalledWith('K7Q2'));
    });
  });

  describe('given an order that is all in stock', () => {
    it('shows the member and lines and approves', async () => {
      const onApprove = vi.fn();
      render(<Default onApprove={onApprove} />);
      const member = screen.getByRole('region', { name: 'Member' });
      for (const text of ['Ada Okafor', 'ada', '08031234567', 'ada@example.com']) {
        expect(within(member).getByText(text)).toBeInTheDocument();
      }
      const row = screen.getByRole('row', { name: /Moringa Capsules/ });
      expect(within(row).getByText('₦9,000.00')).toBeInTheDocument();
      expect(within(row).getByText('In stock')).toBeInTheDocument();
      expect(screen.queryByText("You don't have enough stock to process this order")).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Approve Order' }));
      expect(onApprove).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a line out of stock', () => {
    it('keeps Approve Order disabled and says why', () => {
      render(<NotInStock />);
      expect(screen.getByRole('button', { name: 'Approve Order' })).toBeDisabled();
      expect(screen.getByRole('alert')).toHaveTextContent(
        "You don't have enough stock to process this order",
      );
      expect(
        within(screen.getByRole('row', { name: /Ginger Detox Blend/ })).getByText('Not in stock'),
      ).toBeInTheDocument();
    });
  });

  it('walks from a wrong code to an approval', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Order code'), 'K7Q2-9XPA');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Order' }));
    expect(await screen.findByText('Order approved')).toBeInTheDocument();
  });

  it.each([
    [line({}), 'ready'],
    [line({ in_stock: false }), 'not_in_stock'],
    [line({ in_stock: 1, stock_qty: 0 }), 'not_in_stock'],
    [line({ stock_qty: 1 }), 'not_enough'],
    [line({ qualify: 0 }), 'not_qualified'],
  ] as const)('line %j is %s', (given, state) => {
    expect(orderLineState(given)).toBe(state);
  });

  it('approves only an order with lines that are all ready', () => {
    const user = { username: 'ada', first_name: 'Ada', last_name: 'Okafor' };
    expect(canApproveOrder(null)).toBe(false);
    expect(canApproveOrder({ user, lines: [] })).toBe(false);
    expect(canApproveOrder({ user, lines: [line({}), line({ stock_qty: 0 })] })).toBe(false);
    expect(canApproveOrder({ user, lines: [line({}), line({ name: 'Tea' })] })).toBe(true);
  });
});
