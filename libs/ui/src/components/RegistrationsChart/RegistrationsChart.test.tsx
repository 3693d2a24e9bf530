import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registrationsWeekLabel } from './RegistrationsChart';
import * as stories from './RegistrationsChart.stories';

const { Default, Loading, Empty, Error } = composeStories(stories);

describe('RegistrationsChart', () => {
  it('summarises the weeks and lists them in a table for screen readers', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Registrations and revenue by week' });
    expect(region).toHaveAccessibleDescription(
      '13 registrations and ₦275,000.50 received in the weeks from Nov 2 to Nov 23.',
    );
    const table = within(region).getByRole('table', { name: 'Registrations and revenue by week' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'WeekRegistrationsRevenue',
      '2026-W45 (Nov 2)4₦70,000.00',
      '2026-W46 (Nov 9)0₦12,500.50',
      '2026-W47 (Nov 16)7₦157,500.00',
      '2026-W48 (Nov 23)2₦35,000.00',
    ]);
    expect(within(region).getByTestId('chart-area')).toHaveAttribute('aria-hidden', 'true');
  });

  it('labels a week by its Monday', () => {
    expect(registrationsWeekLabel({ week_start: '2026-12-28' })).toBe('Dec 28');
  });

  it('is busy while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading registrations and revenue by week');
  });

  it('shows the empty text when every week is empty', () => {
    render(<Empty />);
    expect(screen.getByText('There are no registrations or payments in these weeks')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error', () => {
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });
});
