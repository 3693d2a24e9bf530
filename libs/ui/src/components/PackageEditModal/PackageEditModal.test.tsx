import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './PackageEditModal.stories';

const { Default, Create, Submitting } = composeStories(stories);

describe('PackageEditModal', () => {
  it('starts from the package and sends numbers', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    expect(await screen.findByLabelText('Point Value (PV)')).toHaveValue('120');
    await userEvent.clear(screen.getByLabelText('Registration Amount (₦)'));
    await userEvent.type(screen.getByLabelText('Registration Amount (₦)'), '125000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ registration_value: 125000.5, point_value: 120 });
  });

  it('creates a package with pickup amount and cap 0 by default', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Create onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Platinum');
    await userEvent.type(screen.getByLabelText('Point Value (PV)'), '250');
    await userEvent.type(screen.getByLabelText('Registration Amount (₦)'), '250000');
    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          name: 'Platinum',
          point_value: 250,
          registration_value: 250000,
          pickup_amount: 0,
          matching_bonus_cap: 0,
        },
        null,
      ),
    );
  });

  it('refuses a negative or malformed amount', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.clear(await screen.findByLabelText('Matching Bonus Cap (₦)'));
    await userEvent.type(screen.getByLabelText('Matching Bonus Cap (₦)'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('please enter a valid number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is busy while submitting', async () => {
    render(<Submitting />);
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    render(<Default />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
