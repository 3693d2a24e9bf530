import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './AdminWalletCards.stories';

const { Default, Loading, Error } = composeStories(stories);

describe('AdminWalletCards', () => {
  it('shows the three company wallet cards', () => {
    render(<Default />);
    expect(screen.getByRole('group', { name: 'Total company wallet' })).toHaveTextContent('₦15,250,000.50');
    expect(screen.getByRole('group', { name: 'Total withdrawals' })).toHaveTextContent('₦6,000,000.00');
    expect(screen.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent('₦9,250,000.50');
  });

  it('is busy while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('region', { name: 'Company wallet' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.queryByText(/₦/)).not.toBeInTheDocument();
  });

  it('reports an error and retries', async () => {
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
