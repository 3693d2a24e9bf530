import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './ForfeitedBonusesReport.stories';

const { Default, Filtered } = composeStories(stories);

/** Clicks one Export CSV and returns the file's name and text (the download itself is stubbed). */
async function exportCsv(button: HTMLElement): Promise<{ fileName: string; csv: string }> {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(button);
  const blob = createObjectURL.mock.calls[0]![0] as Blob;
  const fileName = (click.mock.contexts[0] as HTMLAnchorElement).download;
  return { fileName, csv: (await blob.text()).replace(/^\uFEFF/, '') };
}

/** The Export CSV button of the table named `caption` (in its toolbar, before the table's region). */
function exportButtonOf(caption: string): HTMLElement {
  const region = screen.getByRole('region', { name: caption });
  const buttons = screen.getAllByRole('button', { name: 'Export CSV' });
  const before = buttons.filter((b) => b.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING);
  return before.at(-1)!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ForfeitedBonusesReport', () => {
  describe('given lines and totals', () => {
    it('names each reason and each bonus kind as people say them', () => {
      render(<Default />);
      const totals = screen.getByRole('table', { name: 'Totals by reason' });
      expect(within(totals).getByRole('row', { name: /Cap reached/ })).toHaveTextContent('₦2,999.97');
      const ada = within(screen.getByRole('table', { name: 'Bonuses not paid' })).getByRole('row', {
        name: /ada/,
      });
      expect(ada).toHaveTextContent('Matching bonus');
      expect(ada).toHaveTextContent('1 Mar 2026');
    });

    it('says "Total" once on the totals row', () => {
      render(<Default />);
      const totals = screen.getByRole('table', { name: 'Totals by reason' });
      const footer = within(totals).getAllByRole('rowgroup').at(-1)!;
      expect(within(footer).getAllByText('Total')).toHaveLength(1);
    });

    it('exports the lines as bonuses-not-paid.csv and the totals as bonuses-not-paid-totals.csv', async () => {
      render(<Default />);
      const lines = await exportCsv(exportButtonOf('Bonuses not paid'));
      expect(lines.fileName).toBe('bonuses-not-paid.csv');
      const rows = lines.csv.split('\r\n');
      expect(rows[0]).toBe('S/N,Date,Member,Bonus,Reason,Amount not paid,Cause');
      expect(rows[1]).toBe(
        '1,2026-03-02T09:15:00Z,bola,Referral bonus,Recipient inactive,"₦1,500.50",registration #3310',
      );
      vi.restoreAllMocks();
      const totals = await exportCsv(exportButtonOf('Totals by reason'));
      expect(totals.fileName).toBe('bonuses-not-paid-totals.csv');
      const totalRows = totals.csv.split('\r\n');
      expect(totalRows[0]).toBe('Reason,Lines,Amount not paid');
      expect(totalRows[1]).toBe('Recipient inactive,14,"₦21,007.00"');
    });

    it('has no axe violations', async () => {
      // Inside the page's main landmark, as the app shell places it (the pagination text sits
      // outside the table's region).
      render(
        <main>
          <Default />
        </main>,
      );
      expect((await axe.run(document.body)).violations).toEqual([]);
    });
  });

  it('clears the applied filters with Clear', async () => {
    const onFiltersChange = vi.fn();
    render(<Filtered onFiltersChange={onFiltersChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ member: '', reason: '', from: '', to: '' });
    expect(screen.getByLabelText('Reason')).toHaveValue('');
  });
});
