import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StockistHistoryCards.stories';

const { Default, Loading, Empty, Error, LongContent, AllStates } = composeStories(stories);

describe('StockistHistoryCards', () => {
  it('shows total stockists, stockist purchases and stockist sales', () => {
    render(<Default />);
    expect(screen.getByRole('group', { name: 'Total stockists' })).toHaveTextContent('48');
    expect(screen.getByRole('group', { name: 'Stockist purchases' })).toHaveTextContent('₦15,250,000.50');
    expect(screen.getByRole('group', { name: 'Stockist sales' })).toHaveTextContent('₦9,875,000.25');
  });

  it('groups large figures with commas and keeps 2 decimals', () => {
    render(<LongContent />);
    expect(screen.getByRole('group', { name: 'Total stockists' })).toHaveTextContent('1,234,567');
    expect(screen.getByRole('group', { name: 'Stockist sales' })).toHaveTextContent('₦123,456,789,012.50');
  });

  it('formats in en-NG on request, with the same digits', () => {
    render(<Default locale="en-NG" />);
    const amount = within(screen.getByRole('group', { name: 'Stockist purchases' })).getByText(
      '₦15,250,000.50',
    );
    expect(amount).toHaveAttribute('data-locale', 'en-NG');
  });

  it('is busy without figures while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('region', { name: 'Stockist totals' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.queryByText(/₦/)).not.toBeInTheDocument();
  });

  it('says there are no stockists when the count is 0', () => {
    render(<Empty />);
    const count = screen.getByRole('group', { name: 'Total stockists' });
    expect(count).toHaveTextContent('0');
    expect(within(count).getByText('There are no stockists')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Stockist sales' })).toHaveTextContent('₦0.00');
  });

  describe('given the totals failed to load', () => {
    it('says so with the reason and retries on request', async () => {
      const onRetry = vi.fn();
      render(<Error onRetry={onRetry} />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('We could not load the stockist totals');
      expect(alert).toHaveTextContent('An error occurred');
      expect(screen.queryByRole('group')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  it('catalogues every state', () => {
    render(<AllStates />);
    for (const state of ['Default', 'Empty', 'Loading', 'Error', 'Long content']) {
      expect(screen.getByRole('region', { name: state })).toBeInTheDocument();
    }
  });
});
