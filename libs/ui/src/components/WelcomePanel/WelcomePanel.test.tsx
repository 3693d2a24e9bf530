import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './WelcomePanel.stories';

const { Default } = composeStories(stories);

describe('WelcomePanel', () => {
  it('greets by first and last name', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Welcome, Ada Okafor' })).toBeInTheDocument();
  });

  it('shows "Day 3 of 7" for an account created 3 days before now', () => {
    const now = new Date('2026-05-20T09:00:00Z');
    const createdAt = new Date('2026-05-17T08:30:00Z');
    render(<Default now={now} createdAt={createdAt} />);
    expect(screen.getByText('Day 3 of 7')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Registration window' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
  });

  it('renders the slot', () => {
    render(<Default />);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  });

  describe('after pressing Log out', () => {
    it('asks for confirmation before logging out', async () => {
      const onLogout = vi.fn();
      render(<Default onLogout={onLogout} />);
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('Are you sure you want to log out?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(onLogout).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    });
  });
});
