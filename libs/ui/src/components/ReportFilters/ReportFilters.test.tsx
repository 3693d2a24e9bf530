import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ReportFilters.stories';

const { Default, Filled, Invalid } = composeStories(stories);

const form = () => screen.getByRole('form', { name: 'Report filters' });

describe('ReportFilters', () => {
  describe('given applied filters', () => {
    it('sends the edited draft with the untouched fields kept, and only on Apply', async () => {
      const onApply = vi.fn();
      render(<Filled onApply={onApply} />);
      const member = within(form()).getByLabelText('Member');
      await userEvent.clear(member);
      await userEvent.type(member, 'tunde{Enter}');
      expect(onApply).toHaveBeenCalledTimes(1);
      expect(onApply).toHaveBeenCalledWith({
        member: 'tunde',
        reason: 'recipient_inactive',
        from: '2026-03-01',
        to: '2026-03-31',
      });
    });

    it('shows new applied values when the parent changes them (e.g. back in history)', () => {
      const { rerender } = render(<Filled />);
      rerender(<Filled value={{ member: 'bola', reason: '', from: '', to: '' }} />);
      expect(within(form()).getByLabelText('Member')).toHaveValue('bola');
      expect(within(form()).getByLabelText('Reason')).toHaveValue('');
    });
  });

  it('sends spaces-only text as empty (no filter)', async () => {
    const onApply = vi.fn();
    render(<Default onApply={onApply} />);
    await userEvent.type(within(form()).getByLabelText('Member'), '   ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ member: '', reason: '', from: '', to: '' });
  });

  it('marks the refused field invalid', () => {
    render(<Invalid />);
    expect(within(form()).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByLabelText('From')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations', async () => {
    render(<Invalid />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
