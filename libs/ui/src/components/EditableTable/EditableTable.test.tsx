import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './EditableTable.stories';

const { Default, Loading, Empty, Error, ReadOnly } = composeStories(stories);

describe('EditableTable', () => {
  it('lists the rows with an Edit button named after each row', () => {
    render(<Default />);
    const aloe = screen.getAllByRole('row')[3] as HTMLElement;
    expect(
      within(aloe)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Aloe Gel', '48', 'Edit']);
    expect(screen.getByRole('button', { name: 'Edit Aloe Gel' })).toBeInTheDocument();
  });

  it('edits a row: onUpdate gets the id, the values and the row, then the modal closes', async () => {
    const onUpdate = vi.fn().mockResolvedValue(undefined);
    const onCreate = vi.fn();
    render(<Default onUpdate={onUpdate} onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Aloe Gel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Aloe Gel');
    await userEvent.clear(name);
    await userEvent.type(name, 'Aloe Vera Gel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(
        3,
        { name: 'Aloe Vera Gel' },
        { id: 3, name: 'Aloe Gel', stock: 48 },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('keeps the modal open when the save fails', async () => {
    const onUpdate = vi.fn().mockRejectedValue(new globalThis.Error('nope'));
    render(<Default onUpdate={onUpdate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Herbal Tea' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
  });

  it('adds a row with onCreate from an empty modal', async () => {
    const onUpdate = vi.fn();
    const onCreate = vi.fn().mockResolvedValue(undefined);
    render(<Default onUpdate={onUpdate} onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ginseng');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith({ name: 'Ginseng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('closes on Cancel without saving, and opens fresh for the next row', async () => {
    const onUpdate = vi.fn();
    render(<Default onUpdate={onUpdate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Herbal Tea' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Vitamin C' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Vitamin C');
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('shows skeleton rows while loading', () => {
    render(<Loading />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText('Aloe Gel')).not.toBeInTheDocument();
  });

  it('shows the empty text', () => {
    render(<Empty />);
    expect(screen.getByText('There are no products')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Edit or Add without onUpdate and onCreate', () => {
    render(<ReadOnly />);
    expect(screen.getByText('Aloe Gel')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
  });
});
