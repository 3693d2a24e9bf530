import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './GlobalProfitCard.stories';

const { Default, NotQualified, Loading, Error } = composeStories(stories);

describe('GlobalProfitCard', () => {
  it('shows the amount with a Qualified badge', () => {
    render(<Default />);
    const card = screen.getByRole('group', { name: 'Global profit' });
    expect(card).toHaveTextContent('₦125,000.00');
    expect(within(card).getByText('Qualified')).toHaveAttribute('data-tone', 'success');
    expect(within(card).queryByText('Not Qualified')).not.toBeInTheDocument();
  });

  it('shows Not Qualified in the danger tone', () => {
    render(<NotQualified />);
    const badge = screen.getByText('Not Qualified');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('group', { name: 'Global profit' })).toHaveTextContent('₦0.00');
  });

  it('hides amount and badge while loading', () => {
    render(<Loading />);
    const card = screen.getByRole('group', { name: 'Global profit' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).not.toHaveTextContent('Qualified');
    expect(card).not.toHaveTextContent('₦');
  });

  describe('given the figure failed to load', () => {
    it('says so instead of showing ₦0.00 and Not Qualified', () => {
      render(<Error />);
      const card = screen.getByRole('group', { name: 'Global profit' });
      const alert = within(card).getByRole('alert');
      expect(alert).toHaveTextContent('We could not load the global profit');
      expect(alert).toHaveTextContent('An error occurred');
      expect(card).not.toHaveTextContent('Qualified');
      expect(card).not.toHaveTextContent('₦');
    });

    it('retries on request', async () => {
      const onRetry = vi.fn();
      render(<Error onRetry={onRetry} />);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('shows the skeleton again while retrying', () => {
      render(<Error loading />);
      expect(screen.getByRole('group', { name: 'Global profit' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
