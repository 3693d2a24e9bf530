import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './WithdrawalForm.stories';
import { withdrawalBreakdown, type WithdrawalSettings } from './WithdrawalForm';

const { Default, FlatCharge, Disabled, LongContent, Loading } = composeStories(stories);

const percentage: WithdrawalSettings = {
  charge: 2.5,
  withdrawal_charge_type: 'percentage',
  withdrawal_charge_cap: 1000,
  minimum_withdrawal: 1000,
  maximum_withdrawal: 500000,
};

const amountField = () => screen.getByLabelText('Withdrawal amount (₦)');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('withdrawalBreakdown (docs/money-and-ledger.md#withdrawals)', () => {
  it.each([
    // amount, settings, fee, payout
    [20000, percentage, 500, 19500],
    [100000, percentage, 1000, 99000], // 2.5% = 2,500 capped at 1,000
    [1000.33, percentage, 25, 975.33], // 25.00825 rounded down to the kobo
    [1001, { ...percentage, withdrawal_charge_cap: 0 }, 25.02, 975.98], // cap 0 = no cap
    [5000, { ...percentage, charge: 100, withdrawal_charge_type: 'flat' as const }, 100, 4900],
  ])('%s naira → fee %#', (amount, settings, fee, payout) => {
    expect(withdrawalBreakdown(amount, settings)).toEqual({ fee, payout });
  });
});

describe('WithdrawalForm', () => {
  it('states the charge, the minimum and the maximum', () => {
    render(<Default />);
    const notice = screen.getByRole('region', { name: 'Withdrawal charges and limits' });
    expect(notice).toHaveTextContent(
      'A charge of 2.5% of the amount applies to every withdrawal, at most ₦1,000.00.',
    );
    expect(valueOf('Minimum withdrawal')).toBe('₦1,000.00');
    expect(valueOf('Maximum withdrawal')).toBe('₦500,000.00');
  });

  it('shows the fee and what the bank receives as the member types', async () => {
    render(<Default />);
    await userEvent.type(amountField(), '100000');
    expect(valueOf('Charge')).toBe('₦1,000.00');
    expect(valueOf('Your bank receives')).toBe('₦99,000.00');
  });

  it('uses a flat charge as it is', async () => {
    render(<FlatCharge />);
    await userEvent.type(amountField(), '5000');
    expect(valueOf('Charge')).toBe('₦100.00');
    expect(valueOf('Your bank receives')).toBe('₦4,900.00');
  });

  describe('given an amount it must refuse', () => {
    it.each([
      ['', 'Withdrawal amount is required'],
      ['abc', 'withdrawal amount is invalid'],
      ['1,000', 'withdrawal amount is invalid'],
      ['1000.123', 'withdrawal amount is invalid'],
      ['999.99', 'The minimum withdrawal is ₦1,000.00'],
      ['500000.01', 'The maximum withdrawal is ₦500,000.00'],
      ['120000.01', 'The amount is more than your wallet balance'],
    ])('"%s" → %s', async (typed, message) => {
      const onSubmit = vi.fn();
      render(<Default onSubmit={onSubmit} />);
      if (typed) await userEvent.type(amountField(), typed);
      await submit();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(amountField()).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('uses 1 as the minimum when the setting is 0', async () => {
      render(<LongContent />);
      expect(valueOf('Minimum withdrawal')).toBe('₦1.00');
      expect(valueOf('Maximum withdrawal')).toBe('No maximum');
      await userEvent.type(amountField(), '0.99');
      await submit();
      expect(await screen.findByText('The minimum withdrawal is ₦1.00')).toBeInTheDocument();
    });
  });

  it('submits the amount in naira and clears the field', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    await userEvent.type(amountField(), '1500.5');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: 1500.5 }));
    await waitFor(() => expect(amountField()).toHaveValue(''));
  });

  it('without settings it says so and sends any amount within the balance', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default settings={null} onSubmit={onSubmit} />);
    expect(screen.getByText(/The withdrawal charge and limits could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByText('Minimum withdrawal')).not.toBeInTheDocument();
    await userEvent.type(amountField(), '500');
    expect(screen.queryByText('Your bank receives')).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: 500 }));
  });

  describe('given the settings are loading', () => {
    it('shows a spinner instead of the limits and waits before anything can be sent', async () => {
      const onSubmit = vi.fn();
      const { rerender } = render(<Loading onSubmit={onSubmit} />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading the withdrawal charge and limits');
      expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
      expect(screen.queryByText('Minimum withdrawal')).not.toBeInTheDocument();
      expect(amountField()).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

      rerender(<Loading onSubmit={onSubmit} loading={false} settings={percentage} />);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(valueOf('Minimum withdrawal')).toBe('₦1,000.00');
      await userEvent.type(amountField(), '2000');
      await submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: 2000 }));
    });
  });

  it('is disabled with its reason', () => {
    render(<Disabled />);
    expect(amountField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByText(/You have a pending withdrawal/)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    await userEvent.type(amountField(), '20000');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
