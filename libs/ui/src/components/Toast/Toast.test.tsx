import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Toast.stories';

const { Default, AutoDismiss, Success, Info, Warning, Error, AllStates } = composeStories(stories);

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

  it.each([
    ['success', Success, 'Payment Verified successfully'],
    ['info', Info, 'a confirmation code has been sent to your mail'],
    ['warning', Warning, 'Unable to verify payment'],
    ['danger', Error, 'An error occurred'],
  ] as const)('shows a %s toast', async (tone, Story, message) => {
    render(<Story />);
    await userEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText(message).parentElement).toHaveAttribute('data-tone', tone);
  });

  it('stacks toasts of every tone', async () => {
    render(<AllStates />);
    await userEvent.click(screen.getByRole('button', { name: 'Show all tones' }));
    const tones = [
      ...screen.getByRole('region', { name: 'Notifications' }).querySelectorAll('[data-tone]'),
    ].map((toast) => toast.getAttribute('data-tone'));
    expect(tones).toEqual(['success', 'info', 'warning', 'danger']);
  });

  it('dismisses itself after its duration', async () => {
    render(<AutoDismiss />);
    await userEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    expect(screen.getByText('Unable to verify payment')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByText('Unable to verify payment')).not.toBeInTheDocument();
  });
});
