import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './BonusesByKindChart.stories';

const { Default, Loading, Empty, Error } = composeStories(stories);

describe('BonusesByKindChart', () => {
  it('lists the kinds largest first with their entries and amounts', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Bonuses paid by kind' });
    const rows = within(within(region).getByRole('table', { name: 'Bonuses paid by kind' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'BonusEntriesAmount',
      'Referral bonus35₦612,500.00',
      'Matching bonus12₦350,000.00',
      'Placement bonus70₦122,500.00',
      'Equilibrium bonus60₦60,000.00',
      'Loyalty bonus51₦1,020.00',
    ]);
  });

  it('draws each bar as its share of the largest', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Bonuses paid by kind' });
    expect(region.querySelector('rect[data-bar="matching_bonus"]')?.getAttribute('width')).toBe(
      `${(350_000 / 612_500) * 100}%`,
    );
  });

  it('is busy while loading, empty with its range, and shows an error', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bonuses paid by kind');
    unmount();
    const empty = render(<Empty />);
    expect(
      screen.getByText('No bonus was paid in this period (Oct 30, 2026 to Nov 28, 2026).'),
    ).toBeInTheDocument();
    empty.unmount();
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });
});
