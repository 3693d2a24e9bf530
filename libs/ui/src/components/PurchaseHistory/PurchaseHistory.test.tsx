import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './PurchaseHistory.stories';
import { formatMonth, formatOrderDate, paymentModeLabel, storeStateLabel } from './PurchaseHistoryFormat';

const { Default, Stockist, Empty, Error } = composeStories(stories);

describe('PurchaseHistory', () => {
  it('shows each order with number, store, totals, status badge and date', () => {
    render(<Default />);
    const row = screen.getByRole('row', { name: /#01187/ });
    for (const text of [
      'Repurchase pickup',
      'Herbal Hub Ibadan',
      '4 Ring Road, Ibadan',
      'Oyo · 08098765432',
      '5',
      '₦22,500.00',
      'Approved',
      'Feb 21, 2026',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('row', { name: /#01150/ })).getByText('Declined')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  });

  it('opens the order code and products of a row, and pages', async () => {
    const onViewCode = vi.fn();
    const onViewProducts = vi.fn();
    const onPageChange = vi.fn();
    render(<Default onViewCode={onViewCode} onViewProducts={onViewProducts} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Order code of #01150' }));
    expect(onViewCode).toHaveBeenCalledWith(expect.objectContaining({ id: 1150 }));
    await userEvent.click(screen.getByRole('button', { name: 'Products of #01204' }));
    expect(onViewProducts).toHaveBeenCalledWith(expect.objectContaining({ id: 1204 }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows the payment mode of stock purchases', () => {
    render(<Stockist />);
    expect(within(screen.getByRole('row', { name: /#0311/ })).getByText('Manual Upload')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /#0298/ })).getByText('Debit Card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Order code/ })).not.toBeInTheDocument();
  });

  it('shows the empty text and errors', () => {
    const empty = render(<Empty />);
    expect(screen.getByText('There are no purchases')).toBeInTheDocument();
    empty.unmount();
    render(<Error />);
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });

  it('formats dates, months, states and payment modes', () => {
    expect(formatOrderDate('2026-03-10T23:30:00Z')).toBe('Mar 11, 2026');
    expect(formatOrderDate('not a date')).toBe('not a date');
    expect(formatMonth('2026-02-01T00:00:00Z')).toBe('February 2026');
    expect(storeStateLabel('lagos')).toBe('Lagos');
    expect(paymentModeLabel('')).toBe('Debit Card');
    expect(paymentModeLabel('/r.jpg')).toBe('Manual Upload');
  });
});
