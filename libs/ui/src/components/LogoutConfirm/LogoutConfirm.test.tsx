import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './LogoutConfirm.stories';

const { Default, Open, CustomTrigger } = composeStories(stories);

describe('LogoutConfirm', () => {
  describe('after pressing Log out', () => {
    it('asks first and logs out only when confirmed', async () => {
      const onConfirm = vi.fn();
      const onCancel = vi.fn();
      render(<Default onConfirm={onConfirm} onCancel={onCancel} />);
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      let dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
      expect(dialog).toHaveTextContent('Are you sure you want to log out?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(onConfirm).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      dialog = screen.getByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });
  });

  it('uses a custom trigger', async () => {
    render(<CustomTrigger />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of the back office' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Are you sure you want to log out?');
  });

  it('has no axe violations when open', async () => {
    render(<Open />);
    expect((await axe.run(await screen.findByRole('alertdialog'))).violations).toEqual([]);
  });
});
