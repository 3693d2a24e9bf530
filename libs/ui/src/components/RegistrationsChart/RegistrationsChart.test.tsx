import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RegistrationsChart.stories';

const { Default, RegistrationsOnly, Loading, Empty, Error } = composeStories(stories);

describe('RegistrationsChart', () => {
  it('summarises the data and lists it in a table for screen readers', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Registrations' });
    expect(region).toHaveAccessibleDescription('916 registrations from Jan 2025 to Jun 2025.');
    const table = within(region).getByRole('table', { name: 'Registrations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', 'Registrations', 'Upgrades']);
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByRole('row', { name: 'Mar 2025 143 20' })).toBeInTheDocument();
    expect(within(region).getByTestId('chart-area')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves the upgrades column out when there are none', () => {
    render(<RegistrationsOnly />);
    expect(screen.queryByRole('columnheader', { name: 'Upgrades' })).not.toBeInTheDocument();
  });

  it('is busy while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('region', { name: 'Registrations' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading registrations');
  });

  it('shows the empty text', () => {
    render(<Empty />);
    expect(screen.getByText('There are no registrations to show')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error', () => {
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });
});
