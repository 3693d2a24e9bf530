import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatGenerationPercent } from './BonusGenerationTable';
import * as stories from './BonusGenerationTable.stories';

const { Default, Empty, EmptyUnilevel, Loading, Error, ReadOnly } = composeStories(stories);

describe('BonusGenerationTable', () => {
  it('has a row per package and columns 1st to 10th', () => {
    render(<Default />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Package',
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
      '8th',
      '9th',
      '10th',
      'Action',
    ]);
    const gold = screen.getAllByRole('row')[3] as HTMLElement;
    const cells = within(gold)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 11)).toEqual([
      'Gold',
      '10 %',
      '5 %',
      '2.5 %',
      '2 %',
      '1 %',
      '1 %',
      '0.5 %',
      '0.5 %',
      '0.25 %',
      '0.25 %',
    ]);
  });

  it('shows 0 as -', () => {
    render(<Default />);
    const starter = screen.getAllByRole('row')[1] as HTMLElement;
    expect(
      within(starter)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(3, 11),
    ).toEqual(Array(8).fill('-'));
  });

  describe('after pressing Edit', () => {
    it('sends nothing while a value is invalid, then saves the row', async () => {
      const onSave = vi.fn().mockResolvedValue(undefined);
      render(<Default onSave={onSave} />);
      await userEvent.click(screen.getByRole('button', { name: 'Edit Silver' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Silver: upgrade bonus settings' });
      expect(within(dialog).getByLabelText('Generation 2 (%)')).toHaveValue('4');
      await userEvent.type(within(dialog).getByLabelText('Generation 9 (%)'), '%');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(
        await within(dialog).findByText('generation_9_percentage is not a valid number'),
      ).toBeInTheDocument();
      expect(onSave).not.toHaveBeenCalled();
      await userEvent.clear(within(dialog).getByLabelText('Generation 9 (%)'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave.mock.calls[0]?.[0]).toBe(2);
      expect(onSave.mock.calls[0]?.[1]).toMatchObject({
        generation_1_percentage: 8,
        generation_9_percentage: 0,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  it('uses the empty texts of 03', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('There are no Upgrade bonus settings')).toBeInTheDocument();
    unmount();
    render(<EmptyUnilevel />);
    expect(screen.getByText('There are no Unilevel bonus settings')).toBeInTheDocument();
  });

  it('shows loading and error states', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    unmount();
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('has no Edit without onSave', () => {
    render(<ReadOnly />);
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Referral bonus settings' })).toBeInTheDocument();
  });

  it.each([
    [0, '-'],
    [null, '-'],
    ['0.00', '-'],
    [5, '5 %'],
    ['2.5', '2.5 %'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatGenerationPercent(value)).toBe(expected);
  });
});
