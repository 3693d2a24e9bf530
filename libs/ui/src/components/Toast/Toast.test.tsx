import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Toast.stories';

const { Default, AutoDismiss } = composeStories(stories);

describe('Toast', () => {
  it('appears in the aria-live region', async () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    expect(within(region).getByText('Profile updated successfully')).toBeInTheDocument();
  });

  it('can be dismissed by the user', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });

  it('dismisses itself after its duration', async () => {
    render(<AutoDismiss />);
    await userEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    expect(screen.getByText('Unable to verify payment')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByText('Unable to verify payment')).not.toBeInTheDocument();
  });
});
