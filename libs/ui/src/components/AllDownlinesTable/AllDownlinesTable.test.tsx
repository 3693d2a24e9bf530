import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './AllDownlinesTable.stories';

const { Default, Paginated, Empty, Error, Loading, NetworkColumnsAndFilters } = composeStories(stories);

const cellsOf = (row: number) =>
  within(screen.getAllByRole('row')[row] as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AllDownlinesTable', () => {
  it('shows S/N, full name, user name, package and direct-downline count', () => {
    render(<Default />);
    expect(cellsOf(1)).toEqual(['1', 'Ngozi Eze', 'ngozi1', 'Starter', '0']);
    expect(cellsOf(3)).toEqual(['3', 'Bisi Adeyemi', 'bisi3', 'Gold', '2']);
  });

  it('shows the generation, leg, state and members below, and filters by leg and state', async () => {
    render(<NetworkColumnsAndFilters />);
    expect(cellsOf(1)).toEqual(['1', 'Ngozi Eze', 'ngozi1', 'Starter', '1 · Left', 'Active', '0', '7,500']);
    await userEvent.selectOptions(screen.getByLabelText('Leg'), 'left');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(cellsOf(1)).toEqual([
      '1',
      'Bisi Adeyemi',
      'bisi3',
      'Gold',
      '2 · Left',
      'Awaiting payment',
      '2',
      '5,000',
    ]);
  });

  it('numbers rows across pages', async () => {
    render(<Paginated />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(cellsOf(1)[0]).toBe('11');
    expect(screen.getByText('Showing 11–20 of 37')).toBeInTheDocument();
  });

  it('shows "There are no downlines" when empty', () => {
    render(<Empty />);
    expect(screen.getByText('There are no downlines')).toBeInTheDocument();
  });

  it('shows loading and error states', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    unmount();
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
