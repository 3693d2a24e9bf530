import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ClaimedIncentivesTable.stories';

const { Default, Empty, Loading, Error, Paged } = composeStories(stories);

describe('ClaimedIncentivesTable', () => {
  it('lists claims with S/N, incentive, worth, status, PV level and date', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Claimed incentives' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['S/N', 'Incentive', 'Worth', 'Status', 'PV Level', 'Date']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first).toEqual(['1', 'Smartphone', '₦150,000.00', 'Approved', '1,500', 'Jan 14, 2026']);
  });

  it('says so when there are none', () => {
    render(<Empty />);
    expect(screen.getByText('There are no claimed incentives')).toBeInTheDocument();
  });

  it('shows loading rows', () => {
    render(<Loading />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText('There are no claimed incentives')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('numbers rows across pages and pages on', async () => {
    const onPageChange = vi.fn();
    render(<Paged onPageChange={onPageChange} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('4');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
