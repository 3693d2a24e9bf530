import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './WalletSummary.stories';

const { Default, Columns, WithWalletPayments, Loading, LoadingColumns, Error } = composeStories(stories);

/** The column (dt + dd) whose term reads `name`. */
const column = (name: string) => {
  const term = screen.getAllByRole('term').find((dt) => within(dt).queryByText(name, { exact: true }));
  if (!term?.parentElement) throw new globalThis.Error(`No column ${name}`);
  return term.parentElement;
};

describe('WalletSummary', () => {
  describe('given the cards layout', () => {
    it('shows total bonus, total withdrawals and wallet balance', () => {
      render(<Default />);
      expect(screen.getByRole('group', { name: 'Total bonus' })).toHaveTextContent('₦230,200.75');
      expect(screen.getByRole('group', { name: 'Total withdrawals' })).toHaveTextContent('₦50,000.00');
      const balance = screen.getByRole('group', { name: 'Wallet balance' });
      expect(balance).toHaveTextContent('₦180,200.75');
      expect(balance).toHaveTextContent('Total bonus minus total withdrawals');
      expect(screen.queryByRole('group', { name: 'Wallet payments' })).not.toBeInTheDocument();
    });

    it('adds wallet payments when the server sends them', () => {
      render(<WithWalletPayments />);
      expect(screen.getByRole('group', { name: 'Wallet payments' })).toHaveTextContent('₦20,000.00');
      expect(screen.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent(
        'Total bonus minus total withdrawals and wallet payments',
      );
    });

    it('is busy while loading', () => {
      render(<Loading />);
      expect(screen.getByRole('region', { name: 'Wallet summary' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText(/₦/)).not.toBeInTheDocument();
    });
  });

  describe('given the columns layout', () => {
    it('names the columns TRB, TEB, TLB, GPS, TB, TW and wallet balance', () => {
      render(<Columns />);
      expect(column('Referral bonus')).toHaveTextContent('TRB');
      expect(column('Referral bonus')).toHaveTextContent('₦34,500.50');
      expect(column('Matching bonus')).toHaveTextContent('TEB');
      expect(column('Matching bonus')).toHaveTextContent('₦45,250.00');
      expect(column('Unilevel bonus')).toHaveTextContent('TLB');
      expect(column('Unilevel bonus')).toHaveTextContent('₦12,750.25');
      expect(column('Global pool')).toHaveTextContent('GPS');
      expect(column('Global pool')).toHaveTextContent('₦125,000.00');
      expect(column('Total bonus')).toHaveTextContent('TB');
      expect(column('Total bonus')).toHaveTextContent('₦230,200.75');
      expect(column('Total withdrawals')).toHaveTextContent('TW');
      expect(column('Total withdrawals')).toHaveTextContent('₦50,000.00');
      expect(column('Wallet balance')).toHaveTextContent('₦180,200.75');
      expect(screen.getByText('TRB')).toHaveAttribute('title', 'Referral bonus');
    });

    it('shows a dash for a column the server did not send', () => {
      render(<Columns amounts={{ total_bonus: 10, total_withdrawals: 0, wallet_balance: 10 }} />);
      expect(column('Referral bonus')).toHaveTextContent('Not available');
      expect(column('Wallet balance')).toHaveTextContent('₦10.00');
    });

    it('shows skeletons while loading', () => {
      render(<LoadingColumns />);
      expect(screen.getAllByTestId('wallet-summary-skeleton')).toHaveLength(7);
      expect(screen.queryByText(/₦/)).not.toBeInTheDocument();
    });
  });

  it('shows an error with a retry', async () => {
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations in either layout', async () => {
    const { container, unmount } = render(<Columns />);
    expect((await axe.run(container)).violations).toEqual([]);
    unmount();
    const cards = render(<Default />);
    expect((await axe.run(cards.container)).violations).toEqual([]);
  });
});
