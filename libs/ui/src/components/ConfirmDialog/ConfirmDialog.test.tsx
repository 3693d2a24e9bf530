import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ConfirmDialog.stories';

const { Default, Open } = composeStories(stories);

describe('ConfirmDialog', () => {
  describe('given open', () => {
    it('calls onConfirm only when confirmed', async () => {
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
      await userEvent.keyboard('{Escape}');
      expect(onConfirm).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      dialog = screen.getByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it('stays open for a retry when onConfirm rejects', async () => {
      const onConfirm = vi.fn().mockRejectedValue(new globalThis.Error('network'));
      render(<Open onConfirm={onConfirm} />);
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
      );
      await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log out' })).toBeEnabled();
    });

    it('has no axe violations', async () => {
      render(<Open />);
      const results = await axe.run(await screen.findByRole('alertdialog'));
      expect(results.violations).toEqual([]);
    });
  });
});
