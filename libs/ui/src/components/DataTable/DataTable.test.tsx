import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Badge } from '../Badge/Badge';
import { DataTable, pageItems } from './DataTable';
import { csvField, nodeText, toCsv } from './DataTableCsv';
import { DataTableExportProvider, exportNameOf } from './DataTableExport';
import * as stories from './DataTable.stories';

const { Default, Loading, Empty, Error, Exportable, Paginated, Searching, WithActions } =
  composeStories(stories);

interface Person {
  name: string;
  note: string;
}

describe('toCsv', () => {
  const columns = [
    { header: 'Name', cell: (row: Person) => row.name },
    { header: 'Note', cell: (row: Person) => <Badge>{row.note}</Badge> },
  ];

  it('writes a header line and one line per row with CRLF', () => {
    expect(toCsv(columns, [{ name: 'Ada', note: 'ok' }])).toBe('Name,Note\r\nAda,ok');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv(columns, [
      { name: 'Obi, Ada', note: 'said "hi"' },
      { name: 'Line\nbreak', note: 'cr\rhere' },
    ]);
    expect(csv).toBe('Name,Note\r\n"Obi, Ada","said ""hi"""\r\n"Line\nbreak","cr\rhere"');
  });

  it('prefers csvValue and appends a totals line', () => {
    const csv = toCsv(
      [
        { header: 'S/N', cell: (_: Person, i: number) => i + 1, total: 'Total' },
        {
          header: 'Name',
          cell: (row: Person) => <b>{row.name}</b>,
          csvValue: (row: Person) => row.name.toUpperCase(),
        },
        { header: 'Amount', cell: () => '₦1,000.00', total: <strong>₦2,000.00</strong> },
      ],
      [
        { name: 'a', note: '' },
        { name: 'b', note: '' },
      ],
    );
    expect(csv).toBe('S/N,Name,Amount\r\n1,A,"₦1,000.00"\r\n2,B,"₦1,000.00"\r\nTotal,,"₦2,000.00"');
  });

  it('defuses formula-looking text but keeps negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('reads the text of nested elements', () => {
    expect(
      nodeText(
        <span>
          a<b>b{1}</b>
          {null}
        </span>,
      ),
    ).toBe('ab1');
  });
});

describe('pageItems', () => {
  it('offers the ends and the neighbours with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('DataTable', () => {
  afterEach(() => vi.useRealTimers());

  it('numbers rows across pages and shows the range', () => {
    render(<Default page={3} total={25} rows={Default.args.rows?.slice(0, 5) ?? []} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(screen.getByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the totals row under its label', () => {
    render(<Default />);
    const totals = screen.getByRole('rowheader', { name: 'Total withdrawals' }).closest('tr') as HTMLElement;
    expect(totals.textContent).toMatch(/^Total withdrawals₦[\d,]+\.00₦[\d,]+\.00$/);
  });

  it('asks for another page', async () => {
    const onPageChange = vi.fn<(page: number) => void>();
    render(<Default onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [2]]);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('moves through pages of a server-driven list', async () => {
    render(<Paginated />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11–20 of 47')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      '11',
    );
  });

  it('shows skeleton rows while loading', () => {
    render(<Loading />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows the empty text', () => {
    render(<Empty />);
    expect(screen.getByText('There are no withdrawals')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders row actions in an Action column', () => {
    render(<WithActions />);
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(3);
  });

  it('exports the visible columns and rows', async () => {
    const onExport = vi.fn();
    render(<Exportable onExport={onExport} page={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [csv, fileName] = onExport.mock.calls[0] as [string, string];
    const lines = csv.split('\r\n');
    expect(fileName).toBe('withdrawals');
    expect(lines[0]).toBe('S/N,Amount,Charge,Status,Withdrawal type,Date');
    expect(lines).toHaveLength(12);
    expect(lines[1]).toMatch(/^11,"₦5,000\.00",₦100\.00,approved,Automated,2024-01-10$/);
    expect(lines[11]).toMatch(/^Total withdrawals,/);
  });

  it('downloads a file when no onExport is given', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithTheme(
      <DataTable
        caption="People"
        columns={[{ id: 'name', header: 'Name', cell: (row: Person) => row.name }]}
        rows={[{ name: 'Ada', note: '' }]}
        exportFileName="people"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('people.csv');
    click.mockRestore();
  });

  it('offers no export outside DataTableExportProvider unless asked', () => {
    renderWithTheme(
      <DataTable
        caption="People"
        columns={[{ id: 'name', header: 'Name', cell: (row: Person) => row.name }]}
        rows={[{ name: 'Ada', note: '' }]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('under DataTableExportProvider every table exports, named after its caption and the day', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const table = (rows: Person[]) => (
      <DataTableExportProvider>
        <DataTable
          caption="Stockist registrations"
          columns={[{ id: 'name', header: 'Name', cell: (row: Person) => row.name }]}
          rows={rows}
        />
      </DataTableExportProvider>
    );
    const view = renderWithTheme(table([]));
    // Nothing to save yet.
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    view.rerender(table([{ name: '=HYPERLINK("x")', note: '' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`${exportNameOf('Stockist registrations')}.csv`);
    expect(link.download).toMatch(/^stockist-registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    // A byte-order mark first (text() drops it), so Excel reads UTF-8; the formula is defused.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob.text()).toBe('S/N,Name\r\n1,"\'=HYPERLINK(""x"")"');
    click.mockRestore();
  });

  it('names an export after its caption and the local day', () => {
    expect(exportNameOf('Withdrawal History', new Date(2026, 10, 28, 23, 30))).toBe(
      'withdrawal-history-2026-11-28',
    );
    expect(exportNameOf('Ranks — Gold & up', new Date(2026, 0, 5))).toBe('ranks-gold-up-2026-01-05');
    expect(exportNameOf('₦', new Date(2026, 0, 5))).toBe('table-2026-01-05');
  });

  it('reports search text after the user stops typing', async () => {
    render(<Searching />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by status' }), 'pending');
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(screen.getAllByText('Pending Request')).toHaveLength(10);
  });

  it('debounces onSearchChange', async () => {
    const onSearchChange = vi.fn();
    renderWithTheme(
      <DataTable
        caption="People"
        columns={[{ id: 'name', header: 'Name', cell: (row: Person) => row.name }]}
        rows={[]}
        onSearchChange={onSearchChange}
        searchDebounceMs={200}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    expect(onSearchChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onSearchChange).toHaveBeenCalledWith('ada'));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });
});
