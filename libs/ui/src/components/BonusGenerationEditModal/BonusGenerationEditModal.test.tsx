import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { bonusGenerationSchema, GENERATION_FIELDS } from './BonusGenerationEditModal';
import * as stories from './BonusGenerationEditModal.stories';

const { Default, Controlled, Submitting } = composeStories(stories);

describe('BonusGenerationEditModal', () => {
  it('starts from the row and labels the ten generations', async () => {
    render(<Default />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gold' });
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(10);
    expect(within(dialog).getByLabelText('Generation 1 (%)')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Generation 4 (%)')).toHaveValue('0');
  });

  describe('given an invalid value', () => {
    it('names the field and sends nothing', async () => {
      const onSubmit = vi.fn();
      render(<Default onSubmit={onSubmit} />);
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('Generation 7 (%)'), 'abc');
      await userEvent.clear(within(dialog).getByLabelText('Generation 2 (%)'));
      await userEvent.type(within(dialog).getByLabelText('Generation 2 (%)'), '-4');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(
        await within(dialog).findByText('generation_7_percentage is not a valid number'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('generation_2_percentage is not a valid number')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Generation 7 (%)')).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  it('sends all ten values as numbers, empty ones as 0, and closes', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onOpenChange = vi.fn();
    render(<Default onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Generation 1 (%)'));
    await userEvent.type(within(dialog).getByLabelText('Generation 5 (%)'), '1.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]?.[0] as Record<string, number>;
    expect(Object.keys(values)).toEqual([...GENERATION_FIELDS]);
    expect(values['generation_1_percentage']).toBe(0);
    expect(values['generation_2_percentage']).toBe(5);
    expect(values['generation_5_percentage']).toBe(1.25);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open when saving fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('nope'));
    const onOpenChange = vi.fn();
    render(<Default onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('opens and cancels', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Gold' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Gold' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables the buttons while submitting', async () => {
    render(<Submitting />);
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it.each([
    ['', true],
    ['0', true],
    ['100', true],
    ['12.5', true],
    ['101', false],
    ['1e2', false],
    ['ten', false],
  ])('accepts %j: %s', (raw, ok) => {
    const fields = Object.fromEntries(GENERATION_FIELDS.map((field) => [field, '']));
    expect(bonusGenerationSchema.safeParse({ ...fields, generation_1_percentage: raw }).success).toBe(ok);
  });

  it('has no axe violations', async () => {
    render(<Default />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
