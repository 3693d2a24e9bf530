import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { EditFormDialogBody } from './EditFormDialog';
import * as stories from './EditFormDialog.stories';

const { Default, Create, Submitting, Error } = composeStories(stories);

describe('EditFormDialog', () => {
  it('titles the dialog after the record and closes once saved', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onOpenChange = vi.fn();
    render(<Default onSave={onSave} onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('dialog', { name: 'Edit Team' })).toHaveAccessibleDescription(
      'Lagos Lions',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Lagos Lions', city: 'Lagos' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open when the save fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new globalThis.Error('no'));
    const onOpenChange = vi.fn();
    render(<Default onSave={onSave} onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("puts a refused save's field messages on their fields and stays open", async () => {
    const refusal = Object.assign(new globalThis.Error('City is not served'), {
      fieldErrors: { city: ['City is not served'] },
    });
    const onSave = vi.fn().mockRejectedValue(refusal);
    const onOpenChange = vi.fn();
    render(<Default onSave={onSave} onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('City is not served');
    await waitFor(() => expect(screen.getAllByText('City is not served')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'false');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says Add when creating', async () => {
    render(<Create />);
    expect(await screen.findByRole('dialog', { name: 'Add Team' })).toHaveAccessibleDescription(
      'A new team.',
    );
  });

  it('cancels', async () => {
    const onOpenChange = vi.fn();
    render(<Default onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is busy while submitting and shows the error', async () => {
    const { unmount } = render(<Submitting />);
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    unmount();
    render(<Error />);
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('needs an EditFormDialog around the body', () => {
    function Orphan() {
      const form = useForm();
      return (
        <EditFormDialogBody form={form} submitLabel="Save" onValid={() => undefined}>
          {null}
        </EditFormDialogBody>
      );
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('EditFormDialogBody should be used within <EditFormDialog>');
    vi.mocked(console.error).mockRestore();
  });

  it('has no axe violations', async () => {
    render(<Default />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
