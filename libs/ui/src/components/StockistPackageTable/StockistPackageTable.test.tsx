import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StockistPackageTable.stories';

const { Default, Empty, WithCreate } = composeStories(stories);

describe('StockistPackageTable', () => {
  it('lists name, registration price, rebate and pickup amount', () => {
    render(<Default />);
    const silver = screen.getAllByRole('row')[2] as HTMLElement;
    expect(
      within(silver)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Silver Stockist', '₦500,000.00', '10 %', '₦250,000.00', 'Edit']);
  });

  it('adds a package', async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    render(<WithCreate onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Stockist Package' }));
    await userEvent.type(await screen.findByLabelText('Name'), 'Gold Stockist');
    await userEvent.type(screen.getByLabelText('Registration price (₦)'), '1000000');
    await userEvent.type(screen.getByLabelText('Rebate percentage (%)'), '15');
    await userEvent.type(screen.getByLabelText('Package value (₦)'), '1000000');
    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Gold Stockist' })),
    );
  });

  it('shows the empty text', () => {
    render(<Empty />);
    expect(screen.getByText('There are no stockist packages')).toBeInTheDocument();
  });
});
