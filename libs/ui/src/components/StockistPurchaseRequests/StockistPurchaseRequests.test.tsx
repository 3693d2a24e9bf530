import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StockistPurchaseRequests.stories';

const { Default, Empty } = composeStories(stories);

describe('StockistPurchaseRequests', () => {
  it('shows the order, store, pick-up type, totals, payment mode, status and date', () => {
    render(<Default />);
    const row = screen.getByRole('row', { name: /#0311/ });
    for (const text of [
      'Green Leaf Store',
      'ada',
      'Re-stock',
      '40',
      '₦180,000.00',
      'Manual Upload',
      'Processing',
      'Mar 2, 2026',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('declines a processing purchase after confirmation', async () => {
    const onDisapprove = vi.fn();
    render(<Default onDisapprove={onDisapprove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline purchase #0311' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure to disapprove this purchase?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onDisapprove).toHaveBeenCalledWith(expect.objectContaining({ id: 311 })));
  });

  it('opens details and proof, and decides only processing purchases', async () => {
    const onViewDetails = vi.fn();
    const onViewProof = vi.fn();
    render(<Default onViewDetails={onViewDetails} onViewProof={onViewProof} />);
    await userEvent.click(screen.getByRole('button', { name: 'Details of #0298' }));
    expect(onViewDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 298 }));
    await userEvent.click(screen.getByRole('button', { name: 'Proof of payment of #0311' }));
    expect(onViewProof).toHaveBeenCalledWith(expect.objectContaining({ id: 311 }));
    const approved = screen.getByRole('row', { name: /#0298/ });
    expect(within(approved).queryByRole('button', { name: /Approve|Decline|Proof/ })).not.toBeInTheDocument();
  });

  it('says there are no orders', () => {
    render(<Empty />);
    expect(screen.getByText('There are no orders')).toBeInTheDocument();
  });
});
