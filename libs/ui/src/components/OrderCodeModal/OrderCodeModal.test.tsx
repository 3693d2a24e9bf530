import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './OrderCodeModal.stories';

const { Default, Open } = composeStories(stories);

async function reveal(password = 'my-secret') {
  const dialog = await screen.findByRole('dialog', { name: 'Order code' });
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
  return dialog;
}

describe('OrderCodeModal', () => {
  describe('given the modal is opened', () => {
    it('asks for the password before showing the code', async () => {
      const onReveal = vi.fn().mockResolvedValue('K7Q2-9XPA');
      render(<Default onReveal={onReveal} />);
      await userEvent.click(screen.getByRole('button', { name: 'View code' }));
      const dialog = await screen.findByRole('dialog', { name: 'Order code' });
      expect(within(dialog).queryByText('K7Q2-9XPA')).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
      expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
      expect(onReveal).not.toHaveBeenCalled();
      await reveal();
      expect(onReveal).toHaveBeenCalledWith('my-secret');
      expect(await within(dialog).findByText('K7Q2-9XPA')).toBeInTheDocument();
    });

    it('forgets the code when closed', async () => {
      render(<Default />);
      await userEvent.click(screen.getByRole('button', { name: 'View code' }));
      const dialog = await reveal();
      await within(dialog).findByText('K7Q2-9XPA');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await userEvent.click(screen.getByRole('button', { name: 'View code' }));
      expect(screen.queryByText('K7Q2-9XPA')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });
  });

  it('says a valid order code is needed when none comes back', async () => {
    render(<Open onReveal={vi.fn().mockResolvedValue('')} />);
    const dialog = await reveal();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot proceed without a valid order code',
    );
  });

  it('shows the message of a failed request', async () => {
    render(<Open onReveal={vi.fn().mockRejectedValue(new Error('The password is incorrect'))} />);
    const dialog = await reveal('wrong');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect');
  });

  it('has no axe violations', async () => {
    render(<Open />);
    expect((await axe.run(await screen.findByRole('dialog'))).violations).toEqual([]);
  });
});
