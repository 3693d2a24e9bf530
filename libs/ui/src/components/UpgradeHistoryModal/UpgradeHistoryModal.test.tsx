import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as stories from './UpgradeHistoryModal.stories';

const { Default, Open, Empty, Error } = composeStories(stories);

describe('UpgradeHistoryModal', () => {
  it('lists previous and new package, amount, status and date', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade history of ada' });
    const row = within(dialog).getByRole('row', { name: /Silver/ });
    for (const text of ['Silver', 'Gold', '₦50,000.00', 'Approved', 'Feb 10, 2026']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('says there is no upgrade history', async () => {
    render(<Empty />);
    expect(
      within(await screen.findByRole('dialog')).getByText('There are no upgrade History'),
    ).toBeInTheDocument();
  });

  it('shows an error', async () => {
    render(<Error />);
    expect(within(await screen.findByRole('dialog')).getByText('An error occurred')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Open />);
    expect((await axe.run(await screen.findByRole('dialog'))).violations).toEqual([]);
  });
});
