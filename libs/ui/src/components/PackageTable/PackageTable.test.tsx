import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './PackageTable.stories';

const { Default, Empty, ReadOnly } = composeStories(stories);

describe('PackageTable', () => {
  it('lists packages with PV and naira amounts', () => {
    render(<Default />);
    const gold = screen.getAllByRole('row')[3] as HTMLElement;
    expect(
      within(gold)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Gold', '120 PV', '₦120,000.00', '₦60,000.00', '₦50,000.00', 'Edit']);
  });

  it('edits a package in the modal', async () => {
    const onUpdate = vi.fn().mockResolvedValue(undefined);
    render(<Default onUpdate={onUpdate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Gold' }));
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Gold Plus');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(
        3,
        expect.objectContaining({ name: 'Gold Plus' }),
        expect.anything(),
      ),
    );
  });

  it('adds a package', async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    render(<Default onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    await userEvent.type(await screen.findByLabelText('Name'), 'Bronze');
    await userEvent.type(screen.getByLabelText('Point Value (PV)'), '5');
    await userEvent.type(screen.getByLabelText('Registration Amount (₦)'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({
        name: 'Bronze',
        point_value: 5,
        registration_value: 5000,
        pickup_amount: 0,
        matching_bonus_cap: 0,
      }),
    );
  });

  it('shows "There are no packages"', () => {
    render(<Empty />);
    expect(screen.getByText('There are no packages')).toBeInTheDocument();
  });

  it('has no edit or add without callbacks', () => {
    render(<ReadOnly />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
