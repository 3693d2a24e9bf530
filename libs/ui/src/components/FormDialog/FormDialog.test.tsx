import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { submitThenClose } from './FormDialog';
import * as stories from './FormDialog.stories';

const { Default, Submitting, Controlled } = composeStories(stories);

describe('FormDialog', () => {
  it('submits and closes', async () => {
    const onOpenChange = vi.fn();
    render(<Default onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved: Hello')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot be closed with Escape while busy', async () => {
    render(<Submitting />);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('opens fresh and cancels', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await userEvent.type(await screen.findByLabelText('Note'), 'draft');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('keeps the dialog open when the submit fails', async () => {
    const close = vi.fn();
    await submitThenClose(() => Promise.reject(new Error('no')), close);
    expect(close).not.toHaveBeenCalled();
    await submitThenClose(() => undefined, close);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    render(<Default />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
