import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MemberBonusAmounts } from './BonusGrid';
import * as stories from './BonusGrid.stories';

const { Default, Loading, Empty, Error, WithoutPackage } = composeStories(stories);

const zero: MemberBonusAmounts = {
  referral_bonus: 0,
  placement_bonus: 0,
  matching_bonus: 0,
  repurchase_bonus: 0,
  unilevel_bonus: 0,
  upgrade_bonus: 0,
  award_bonus: 0,
  stockist_ref_bonus: 0,
  total_bonus: 0,
  global_profit: 0,
  total_pv: 0,
  unit_point_value: 1,
};

const card = (name: string) => screen.getByRole('group', { name });

describe('BonusGrid', () => {
  it('shows every card of the member dashboard', () => {
    render(<Default />);
    expect(card('Registration package')).toHaveTextContent('Gold');
    expect(within(card('Registration package')).getByText('Activated')).toBeInTheDocument();
    expect(card('Referral bonus')).toHaveTextContent('₦34,500.50');
    expect(card('Referral bonus')).toHaveTextContent('Referral ₦30,000.00 + placement ₦4,500.50');
    expect(card('Matching bonus')).toHaveTextContent('₦45,250.00');
    expect(card('Repurchase bonus')).toHaveTextContent('₦3,200.00');
    expect(card('Unilevel bonus')).toHaveTextContent('₦12,750.25');
    expect(card('Upgrade bonus')).toHaveTextContent('₦8,000.00');
    expect(card('Award bonus')).toHaveTextContent('₦0.00');
    expect(card('Signee bonus')).toHaveTextContent('₦2,500.00');
    expect(card('Total wallet earned')).toHaveTextContent('₦106,200.75');
    expect(card('Global profit')).toHaveTextContent('₦125,000.00');
    expect(within(card('Global profit')).getByText('Qualified')).toBeInTheDocument();
    expect(card('Cumulated point value (CPV)')).toHaveTextContent('1,250 PV');
    expect(card('Point value rate')).toHaveTextContent('1 PV = ₦500.00');
  });

  it('adds referral and placement without float noise', () => {
    render(<Empty amounts={{ ...zero, referral_bonus: 0.1, placement_bonus: 0.2 }} />);
    expect(within(card('Referral bonus')).getByText('₦0.30')).toBeInTheDocument();
  });

  it('shows Not Qualified for a new member with zero figures', () => {
    render(<Empty />);
    expect(within(card('Global profit')).getByText('Not Qualified')).toBeInTheDocument();
    expect(card('Total wallet earned')).toHaveTextContent('₦0.00');
  });

  it('leaves the package card out when no package is given', () => {
    render(<WithoutPackage />);
    expect(screen.queryByRole('group', { name: 'Registration package' })).not.toBeInTheDocument();
  });

  describe('given loading', () => {
    it('marks every card busy and shows no amounts', () => {
      render(<Loading />);
      const section = screen.getByRole('region', { name: 'Bonuses' });
      expect(section).toHaveAttribute('aria-busy', 'true');
      for (const group of within(section).getAllByRole('group')) {
        expect(group).toHaveAttribute('aria-busy', 'true');
      }
      expect(section).not.toHaveTextContent('₦');
    });
  });

  describe('given an error', () => {
    it('shows the message and retries on request', async () => {
      const onRetry = vi.fn();
      render(<Error onRetry={onRetry} />);
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
      expect(screen.queryByRole('group')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });
});
