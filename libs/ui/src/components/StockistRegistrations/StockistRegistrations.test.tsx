import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StockistRegistrations.stories';

const { Default, Empty } = composeStories(stories);

describe('StockistRegistrations', () => {
  it('shows store, member, packages, value, payment mode, status and date', () => {
    render(<Default />);
    const row = screen.getByRole('row', { name: /Herbal Hub Ibadan/ });
    for (const text of [
      'tunde',
      'Diamond',
      'Gold Stockist',
      '₦500,000.00',
      'Oyo',
      'Debit Card',
      'Approved',
      'Jan 15, 2026',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  describe('given a pending registration', () => {
    it('disapproves after confirmation', async () => {
      const onDisapprove = vi.fn();
      render(<Default onDisapprove={onDisapprove} />);
      await userEvent.click(screen.getByRole('button', { name: 'Disapprove Green Leaf Store' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('Are you sure to disapprove this stockist?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
      await waitFor(() =>
        expect(onDisapprove).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 71 })),
      );
    });

    it('opens the proof of payment', async () => {
      const onViewProof = vi.fn();
      render(<Default onViewProof={onViewProof} />);
      await userEvent.click(screen.getByRole('button', { name: 'Proof of payment of Green Leaf Store' }));
      expect(onViewProof).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 71 }));
    });
  });

  it('offers no decision or proof for an approved card-paid registration', () => {
    render(<Default />);
    const row = screen.getByRole('row', { name: /Herbal Hub Ibadan/ });
    expect(within(row).queryByRole('button', { name: /Approve|Disapprove|Proof/ })).not.toBeInTheDocument();
  });

  it('offers the sales stats of an approved store only', async () => {
    const onViewSalesStats = vi.fn();
    render(<Default onViewSalesStats={onViewSalesStats} />);
    const approved = screen.getByRole('row', { name: /Herbal Hub Ibadan/ });
    await userEvent.click(within(approved).getByRole('button', { name: 'Sales stats of Herbal Hub Ibadan' }));
    expect(onViewSalesStats).toHaveBeenCalledWith(
      expect.objectContaining({ store_name: 'Herbal Hub Ibadan' }),
    );
    expect(screen.queryByRole('button', { name: 'Sales stats of Green Leaf Store' })).not.toBeInTheDocument();
  });

  it('says there are no stockists', () => {
    render(<Empty />);
    expect(screen.getByText('There are no stockists')).toBeInTheDocument();
  });
});
