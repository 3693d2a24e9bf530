import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ApprovalActions.stories';

const { Default, Upgrade } = composeStories(stories);

describe('ApprovalActions', () => {
  describe('given a stockist purchase', () => {
    it.each([
      ['Approve purchase #012', 'Are you sure you want to approve this purchase?', 'Approve', 'onApprove'],
      ['Decline purchase #012', 'Are you sure to disapprove this purchase?', 'Decline', 'onDisapprove'],
    ] as const)('%s asks "%s" first', async (button, text, confirm, callback) => {
      const handlers = { onApprove: vi.fn(), onDisapprove: vi.fn() };
      render(<Default {...handlers} />);
      await userEvent.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(text);
      expect(handlers[callback]).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(handlers[callback]).toHaveBeenCalledTimes(1));
    });
  });

  describe('given a stockist upgrade', () => {
    it.each([
      ['Approve upgrade of ada', 'Are you sure to Approve Upgrade?'],
      ['Disapprove upgrade of ada', 'Are you sure to disapprove Upgrade?'],
    ])('%s asks "%s"', async (button, text) => {
      const onApprove = vi.fn();
      const onDisapprove = vi.fn();
      render(<Upgrade onApprove={onApprove} onDisapprove={onDisapprove} />);
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(text);
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      expect(onApprove).not.toHaveBeenCalled();
      expect(onDisapprove).not.toHaveBeenCalled();
    });
  });
});
