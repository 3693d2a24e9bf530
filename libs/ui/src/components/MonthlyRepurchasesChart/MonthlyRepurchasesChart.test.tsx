import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { repurchaseMonthLabel } from './MonthlyRepurchasesChart';
import * as stories from './MonthlyRepurchasesChart.stories';

const { Default, Loading, Empty, Error } = composeStories(stories);

describe('MonthlyRepurchasesChart', () => {
  it('lists the months oldest first with quantity and naira total', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Monthly repurchases' });
    expect(region).toHaveAccessibleDescription('₦1,520,000.75 in repurchases from Dec 2024 to Mar 2025.');
    const rows = within(within(region).getByRole('table', { name: 'Monthly repurchases' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthQuantityTotal',
      'Dec 202455₦440,000.25',
      'Jan 202530₦240,000.00',
      'Feb 202541₦328,000.00',
      'Mar 202564₦512,000.50',
    ]);
  });

  it.each([
    [1, 2025, 'Jan 2025'],
    [12, 2024, 'Dec 2024'],
  ])('labels month %s of %s as %s', (month, year, label) => {
    expect(repurchaseMonthLabel({ month, year })).toBe(label);
  });

  it('is busy while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading monthly repurchases');
  });

  it('shows the empty text', () => {
    render(<Empty />);
    expect(screen.getByText('There are no repurchases to show')).toBeInTheDocument();
  });

  it('shows the error', () => {
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });
});
