import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './IncentiveTable.stories';

const { Default, Empty, WithCreate } = composeStories(stories);

describe('IncentiveTable', () => {
  it('lists rank, CPV points, incentive, cash equivalent and picture', () => {
    render(<Default />);
    const manager = screen.getAllByRole('row')[2] as HTMLElement;
    const cells = within(manager).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      '2',
      'Manager',
      '1,000 PV',
      'Smartphone',
      '₦150,000.00',
    ]);
    expect(
      within(cells[5] as HTMLElement).getByRole('img', { name: 'Smartphone (no image)' }),
    ).toBeInTheDocument();
  });

  it('opens an empty Add Incentive form', async () => {
    render(<WithCreate />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Incentive' }));
    expect(await screen.findByRole('dialog', { name: 'Add Incentive' })).toBeInTheDocument();
    expect(screen.getByLabelText('Incentive')).toHaveValue('');
  });

  it('shows "There are no incentives"', () => {
    render(<Empty />);
    expect(screen.getByText('There are no incentives')).toBeInTheDocument();
  });
});
