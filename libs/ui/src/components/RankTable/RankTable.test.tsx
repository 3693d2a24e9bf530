import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './RankTable.stories';

const { Default, Empty, WithCreate, LongContent } = composeStories(stories);

describe('RankTable', () => {
  it('shows S/N, name, PV, eligibility and package', () => {
    render(<Default />);
    const director = screen.getAllByRole('row')[3] as HTMLElement;
    expect(
      within(director)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Director', '5,000 PV', 'Eligible', 'Silver', 'Edit']);
  });

  it('says "Any package" when no package is required', () => {
    render(<LongContent />);
    expect(screen.getByText('Any package')).toBeInTheDocument();
  });

  it('adds a rank, requiring a package', async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    render(<WithCreate onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Rank' }));
    await userEvent.type(await screen.findByLabelText('Name'), 'Senior Director');
    await userEvent.type(screen.getByLabelText('Points (PV)'), '20000');
    await userEvent.selectOptions(screen.getByLabelText('Global profit'), 'Eligible');
    await userEvent.click(screen.getByRole('button', { name: 'Create rank' }));
    expect(await screen.findByText('Package required')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Package'), 'Gold');
    await userEvent.click(screen.getByRole('button', { name: 'Create rank' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ package_id: 3 })));
  });

  it('shows "There are no ranks"', () => {
    render(<Empty />);
    expect(screen.getByText('There are no ranks')).toBeInTheDocument();
  });
});
