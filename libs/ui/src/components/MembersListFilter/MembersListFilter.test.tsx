import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './MembersListFilter.stories';

const { Default, Controlled, Selected, Disabled, AllStates } = composeStories(stories);

describe('MembersListFilter', () => {
  it('offers All, Active, Inactive and Stockists in a named group', () => {
    render(<Default />);
    const group = screen.getByRole('group', { name: 'Filter members' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'active', 'inactive', 'stockists']);
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('reports the chosen filter', async () => {
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(onChange).toHaveBeenCalledWith('inactive');
  });

  it('marks the current filter', () => {
    render(<Selected />);
    expect(screen.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Inactive' }).closest('label')).toHaveAttribute(
      'data-state',
      'checked',
    );
    expect(screen.getByRole('radio', { name: 'All' })).not.toBeChecked();
  });

  it('moves with the arrow keys', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('radio', { name: 'Active' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    expect(screen.getByText('Showing: Inactive members')).toBeInTheDocument();
  });

  it('cannot change while disabled', async () => {
    const onChange = vi.fn();
    render(<Disabled onChange={onChange} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Stockists' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the groups of the catalogue apart', () => {
    render(<AllStates />);
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(
      within(screen.getByRole('group', { name: 'Filter members (Stockists)' })).getByRole('radio', {
        name: 'Stockists',
      }),
    ).toBeChecked();
  });
});
