import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './AuditLogTable.stories';

const { Default, LongDiff, InvalidFilter } = composeStories(stories);

/** Clicks Export CSV and returns the file's name and text (the download itself is stubbed). */
async function exportCsv(): Promise<{ fileName: string; csv: string }> {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  const blob = createObjectURL.mock.calls[0]![0] as Blob;
  const fileName = (click.mock.contexts[0] as HTMLAnchorElement).download;
  return { fileName, csv: (await blob.text()).replace(/^\uFEFF/, '') };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AuditLogTable', () => {
  describe('given entries', () => {
    it('shows when in Lagos time, who, the target and the IP, or a dash without IP', () => {
      render(<Default />);
      const approve = screen.getByRole('row', { name: /withdrawal\.approve/ });
      expect(approve.textContent).toMatch(/2 Mar 2026,? 10:15/);
      expect(within(approve).getByText('102.89.34.7')).toBeInTheDocument();
      const system = screen.getByRole('row', { name: /settings\.spillover/ });
      expect(within(system).getByText('System')).toBeInTheDocument();
      expect(within(system).getAllByText('—').length).toBeGreaterThanOrEqual(2);
    });

    it('exports audit-log.csv with the raw time and the changes as one text', async () => {
      render(<Default />);
      const { fileName, csv } = await exportCsv();
      const lines = csv.split('\r\n');
      expect(fileName).toBe('audit-log.csv');
      expect(lines[0]).toBe('S/N,When,Who,Action,Target,Changes,IP');
      expect(lines[1]).toBe(
        '1,2026-03-02T09:15:00Z,finance@kola.ng,withdrawal.approve,withdrawal #5512,status: processing → approved,102.89.34.7',
      );
      expect(lines[2]).toContain('blocked: false → true; blocked_reason: — → Shared account');
    });

    it('keeps the filters it was given when a draft is cleared with Clear', async () => {
      const onFiltersChange = vi.fn();
      render(<Default onFiltersChange={onFiltersChange} />);
      await userEvent.type(screen.getByLabelText('Member'), 'ada');
      await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(onFiltersChange).toHaveBeenCalledWith({ admin: '', action: '', member: '', from: '', to: '' });
      expect(screen.getByLabelText('Member')).toHaveValue('');
    });
  });

  it('shows a long diff with nested values as compact JSON and a missing side as a dash', () => {
    render(<LongDiff />);
    const row = screen.getByRole('row', { name: /settings\.plan\.update/ });
    expect(within(row).getByLabelText('before: {"generations":3,"percent":[10,5,5]}')).toBeInTheDocument();
    expect(within(row).getByLabelText('after: {"generations":4,"percent":[10,6,5,2]}')).toBeInTheDocument();
    // welcome_bonus is null before and missing after: both read "—", so it is not listed.
    expect(row).not.toHaveTextContent('welcome_bonus');
    expect(row).toHaveTextContent('loyalty_bonus_percent: — → 2');
  });

  it('has no axe violations, with a refused filter too', async () => {
    render(<InvalidFilter />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
