import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './AdminDashboardStats.stories';

const { Default, Loading, PartlyLoaded, Error } = composeStories(stories);

const group = (region: string, card: string) =>
  within(screen.getByRole('region', { name: region })).getByRole('group', { name: card });

describe('AdminDashboardStats', () => {
  it('shows registration, pick-up and bonus stats', () => {
    render(<Default />);
    expect(group('Registrations', 'Total registrations')).toHaveTextContent('1,204');
    expect(group('Registrations', 'Registration amount')).toHaveTextContent('₦60,200,000.00');
    expect(group('Registrations', 'Registration PV')).toHaveTextContent('48,160 PV');
    expect(group('Pick-up stats', 'Registration pick-ups')).toHaveTextContent('₦24,500,000.00');
    expect(group('Pick-up stats', 'Registration pick-ups')).toHaveTextContent('980 orders');
    expect(group('Pick-up stats', 'Upgrade pick-ups')).toHaveTextContent('₦7,150,000.00');
    expect(group('Pick-up stats', 'Purchase pick-ups')).toHaveTextContent('₦18,250.50');
    expect(group('Pick-up stats', 'Purchase pick-ups')).toHaveTextContent('1 order');
    expect(group('Bonus stats', 'Matching bonus')).toHaveTextContent('₦3,450,250.75');
    expect(group('Bonus stats', 'Repurchase bonus')).toHaveTextContent('₦512,000.00');
    expect(group('Bonus stats', 'Unilevel bonus')).toHaveTextContent('₦1,203,400.25');
    expect(group('Bonus stats', 'Repurchase count')).toHaveTextContent('389');
  });

  it('leaves the PV card out when no PV is given', () => {
    render(<Default registrations={{ count: 3, amount: 150000 }} />);
    expect(
      within(screen.getByRole('region', { name: 'Registrations' })).queryByRole('group', {
        name: 'Registration PV',
      }),
    ).not.toBeInTheDocument();
  });

  it('loads each group on its own', () => {
    render(<PartlyLoaded />);
    expect(group('Bonus stats', 'Matching bonus')).toHaveAttribute('aria-busy', 'true');
    expect(group('Registrations', 'Total registrations')).not.toHaveAttribute('aria-busy');
  });

  it('shows every card busy while loading', () => {
    render(<Loading />);
    const cards = screen.getAllByRole('group');
    expect(cards.length).toBe(10);
    for (const card of cards) expect(card).toHaveAttribute('aria-busy', 'true');
  });

  it('reports an error and retries', async () => {
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
