import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './PendingStockistUpgrades.stories';

const { Default, Empty } = composeStories(stories);

describe('PendingStockistUpgrades', () => {
  it('shows the packages, amount, payment mode, status and date', () => {
    render(<Default />);
    const row = screen.getByRole('row', { name: /Wellness Corner/ });
    for (const text of [
      'bola',
      'Silver Stockist',
      'Gold Stockist',
      '₦250,000.00',
      'Debit Card',
      'Processing',
      'Mar 4, 2026',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it.each([
    ['Approve upgrade of Herbal Hub Ibadan', 'Are you sure to Approve Upgrade?', 'Approve', 'onApprove'],
    [
      'Disapprove upgrade of Herbal Hub Ibadan',
      'Are you sure to disapprove Upgrade?',
      'Disapprove',
      'onDisapprove',
    ],
  ] as const)('%s after "%s"', async (button, text, confirm, callback) => {
    const handlers = { onApprove: vi.fn(), onDisapprove: vi.fn() };
    render(<Default {...handlers} />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(text);
    await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
    await waitFor(() =>
      expect(handlers[callback]).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 90 })),
    );
  });

  it('decides only upgrades still processing', () => {
    render(
      <Default
        upgrades={[
          {
            payment_id: 1,
            store_name: 'Done Store',
            username: 'x',
            new_package: 'Gold',
            amount: 1,
            payment_status: 'approved',
          },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('says there are no pending upgrades', () => {
    render(<Empty />);
    expect(screen.getByText('There are no pending stockists Upgrades')).toBeInTheDocument();
  });
});
