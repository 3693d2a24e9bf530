import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './ProductClaimsTable.stories';

const { Default, Empty } = composeStories(stories);

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

describe('ProductClaimsTable', () => {
  describe('given claims in every status', () => {
    it('offers Approve and Decline only on the processing claim', () => {
      render(<Default />);
      const approved = screen.getByRole('row', { name: /Tunde Bello/ });
      const declined = screen.getByRole('row', { name: /Bola Ade/ });
      expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
      expect(within(declined).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^(Approve|Decline) the product claim of/ })).toHaveLength(
        2,
      );
    });

    it('shows the status and the day in Lagos of each claim', () => {
      render(<Default />);
      const ada = screen.getByRole('row', { name: /Ada Obi/ });
      expect(within(ada).getByText('Processing')).toBeInTheDocument();
      expect(within(ada).getByText('2 Mar 2026')).toBeInTheDocument();
    });

    it('cancelling the confirmation decides nothing', async () => {
      const onApprove = vi.fn();
      const onDecline = vi.fn();
      render(<Default onApprove={onApprove} onDecline={onDecline} />);
      await userEvent.click(screen.getByRole('button', { name: 'Decline the product claim of ada' }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
      );
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(onApprove).not.toHaveBeenCalled();
      expect(onDecline).not.toHaveBeenCalled();
    });

    it('exports the claims as product-claims.csv with naira, PV and raw dates and statuses', async () => {
      render(<Default />);
      const { fileName, csv } = await exportCsv();
      const lines = csv.split('\r\n');
      expect(fileName).toBe('product-claims.csv');
      expect(lines[0]).toBe('S/N,Full Name,Username,Products,Quantity,Total Price,PV,Date,Status');
      expect(lines[1]).toBe(
        '1,Ada Obi,ada,"Moringa Tea × 3, Aloe Gel × 1",4,"₦35,000.00",28,2026-03-02T09:15:00Z,processing',
      );
      expect(lines[2]).toContain('"₦18,500.50"');
      expect(lines.filter((line) => line !== '')).toHaveLength(4);
    });

    it('has no axe violations, nor with a confirmation open', async () => {
      render(<Default />);
      expect((await axe.run(document.body)).violations).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Approve the product claim of ada' }));
      await screen.findByRole('alertdialog');
      // Colours are checked once the opening has finished: CI once saw the dialog's title
      // mid-fade (#dedfdf on #eff0ef).
      await waitFor(() =>
        expect(document.getAnimations().filter((a) => a.playState === 'running')).toEqual([]),
      );
      expect((await axe.run(document.body)).violations).toEqual([]);
    });
  });

  it('says there are no product claims and shows zero totals', () => {
    render(<Empty />);
    expect(screen.getByText('There are no product claims')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Products sold' })).toHaveTextContent('0 items');
    expect(screen.getByRole('group', { name: 'Value of products taken' })).toHaveTextContent('₦0.00');
  });
});
