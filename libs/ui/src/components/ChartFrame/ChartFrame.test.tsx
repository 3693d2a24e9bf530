import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ChartFrame.stories';

const { Default, Loading, Empty, Error } = composeStories(stories);

describe('ChartFrame', () => {
  it('hides the drawing from screen readers and gives them the data table instead', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toHaveAccessibleDescription('Orders per month');
    expect(within(region).getByTestId('chart-area')).toHaveAttribute('aria-hidden', 'true');
    const table = within(region).getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Orders']);
    expect(within(table).getByRole('row', { name: 'Jan 2025 12' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty text instead of the chart', () => {
    render(<Empty />);
    expect(screen.getByText('There are no orders')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-area')).not.toBeInTheDocument();
  });

  it('shows the error instead of the chart', () => {
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.queryByTestId('chart-area')).not.toBeInTheDocument();
  });
});
