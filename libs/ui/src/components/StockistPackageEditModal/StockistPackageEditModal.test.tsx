import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StockistPackageEditModal.stories';

const { Default, Invalid } = composeStories(stories);

describe('StockistPackageEditModal', () => {
  it('creates a package with point value 1 by default', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Invalid onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Gold Stockist');
    await userEvent.type(screen.getByLabelText('Registration price (₦)'), '1000000');
    await userEvent.type(screen.getByLabelText('Rebate percentage (%)'), '15');
    await userEvent.type(screen.getByLabelText('Package value (₦)'), '1000000');
    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          name: 'Gold Stockist',
          registration_value: 1000000,
          point_value: 1,
          pickup_amount: 0,
          sales_bonus_percentage: 15,
          value: 1000000,
        },
        null,
      ),
    );
  });

  it('refuses a rebate above 100', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.clear(await screen.findByLabelText('Rebate percentage (%)'));
    await userEvent.type(screen.getByLabelText('Rebate percentage (%)'), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a number from 0 to 100')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    render(<Default />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
