import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './RankEditModal.stories';

const { Default, Invalid } = composeStories(stories);

describe('RankEditModal', () => {
  it('starts from the rank', async () => {
    render(<Default />);
    expect(await screen.findByLabelText('Name')).toHaveValue('Director');
    expect(screen.getByLabelText('Points (PV)')).toHaveValue('5000');
    expect(screen.getByLabelText('Package')).toHaveValue('2');
  });

  it('requires a package with the message "Package required"', async () => {
    const onSubmit = vi.fn();
    render(<Invalid onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Manager');
    await userEvent.type(screen.getByLabelText('Points (PV)'), '1000');
    await userEvent.selectOptions(screen.getByLabelText('Global profit'), 'Eligible');
    await userEvent.click(screen.getByRole('button', { name: 'Create rank' }));
    expect(await screen.findByText('Package required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('Package'), 'Starter');
    await userEvent.click(screen.getByRole('button', { name: 'Create rank' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { name: 'Manager', points: 1000, is_global_profit_eligible: 1, description: null, package_id: 1 },
        null,
      ),
    );
  });

  it('has no axe violations', async () => {
    render(<Default />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
