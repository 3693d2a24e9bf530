import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ForfeitedBonusesReport,
  NO_FORFEITED_TEXT,
  type ForfeitedBonusesReportProps,
  type ForfeitedLine,
  type ForfeitedTotal,
} from './ForfeitedBonusesReport';

const LINES: ForfeitedLine[] = [
  {
    id: 412,
    username: 'bola',
    kind: 'referral_bonus',
    reason: 'recipient_inactive',
    amount: 1500.5,
    cause_type: 'registration',
    cause_ref: '#3310',
    created_at: '2026-03-02T09:15:00Z',
  },
  {
    id: 408,
    username: 'ada',
    kind: 'matching_bonus',
    reason: 'cap_reached',
    amount: 999.99,
    cause_type: 'order',
    cause_ref: '#0298',
    created_at: '2026-03-01T12:00:00Z',
  },
  {
    id: 401,
    username: null,
    kind: 'unilevel_bonus',
    reason: 'no_recipient',
    amount: 0.01,
    cause_type: 'order',
    cause_ref: '#0290',
    created_at: '2026-02-28T22:30:00Z',
  },
];

const TOTALS: ForfeitedTotal[] = [
  { reason: 'recipient_inactive', count: 14, amount: 21007 },
  { reason: 'cap_reached', count: 3, amount: 2999.97 },
  { reason: 'no_recipient', count: 2, amount: 0.02 },
];

const meta = {
  title: 'UI/Admin/ForfeitedBonusesReport',
  component: ForfeitedBonusesReport,
  args: {
    lines: LINES,
    totals: TOTALS,
    totalAmount: 24006.99,
    filters: { member: '', reason: '', from: '', to: '' },
    onFiltersChange: fn() as ForfeitedBonusesReportProps['onFiltersChange'],
    page: 1,
    lastPage: 1,
    perPage: 25,
    total: 19,
  },
} satisfies Meta<typeof ForfeitedBonusesReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lines: when, who would have received it, which bonus, why not, how much, and what caused it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement).getByRole('table', { name: 'Bonuses not paid' });
    const bola = within(lines).getByRole('row', { name: /bola/ });
    await expect(bola).toHaveTextContent('Referral bonus');
    await expect(bola).toHaveTextContent('Recipient inactive');
    await expect(bola).toHaveTextContent('₦1,500.50');
    await expect(bola).toHaveTextContent('registration #3310');
    const nobody = within(lines).getByRole('row', { name: /order #0290/ });
    await expect(nobody).toHaveTextContent('No recipient');
    await expect(nobody).toHaveTextContent('₦0.01');
    await expect(within(canvasElement).getAllByRole('button', { name: 'Export CSV' })).toHaveLength(2);
  },
};

export const Playground: Story = {
  argTypes: {
    lines: { control: 'object' },
    totals: { control: 'object' },
    totalAmount: { control: 'number' },
    filters: { control: 'object' },
    filterErrors: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    page: { control: 'number' },
    lastPage: { control: 'number' },
    perPage: { control: 'number' },
    total: { control: 'number' },
  },
};

/** Totals by reason of every matching line (not only this page), with the grand total below. */
export const TotalsByReason: Story = {
  play: async ({ canvasElement }) => {
    const totals = within(canvasElement).getByRole('table', { name: 'Totals by reason' });
    const inactive = within(totals).getByRole('row', { name: /Recipient inactive/ });
    await expect(inactive).toHaveTextContent('14');
    await expect(inactive).toHaveTextContent('₦21,007.00');
    const footer = within(totals).getAllByRole('rowgroup').at(-1)!;
    const sum = within(footer).getByRole('row');
    await expect(within(sum).getByRole('rowheader')).toHaveTextContent('Total');
    await expect(sum).toHaveTextContent('19');
    await expect(sum).toHaveTextContent('₦24,006.99');
  },
};

/** Choosing a reason and applying sends the filters together. */
export const FilterByReason: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Bonuses not paid filters' });
    await userEvent.type(within(form).getByLabelText('Member'), 'bola');
    await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'Recipient inactive');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      member: 'bola',
      reason: 'recipient_inactive',
      from: '',
      to: '',
    });
  },
};

/** Filtered to one reason: its total alone. */
export const Filtered: Story = {
  args: {
    filters: { member: '', reason: 'cap_reached', from: '2026-03-01', to: '2026-03-31' },
    lines: [LINES[1]!],
    totals: [TOTALS[1]!],
    totalAmount: 2999.97,
    total: 3,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Reason')).toHaveValue('cap_reached');
  },
};

export const InvalidFilter: Story = {
  args: {
    filters: { member: '', reason: '', from: '2026-03-31', to: '2026-03-01' },
    filterErrors: { to: 'The end date must be on or after the start date' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The end date must be on or after the start date'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { lines: [], totals: [], totalAmount: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Totals by reason' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('table', { name: 'Bonuses not paid' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { lines: [], totals: [], totalAmount: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(NO_FORFEITED_TEXT)).toHaveLength(2);
  },
};

/** One error for the report; Retry once (on the totals). */
export const LoadError: Story = {
  args: { lines: [], totals: [], error: 'Server unavailable', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByText('Server unavailable').length).toBeGreaterThan(0);
    const retry = within(canvasElement).getAllByRole('button', { name: 'Retry' });
    await expect(retry).toHaveLength(1);
    await userEvent.click(retry[0]!);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Paged: Story = {
  args: { page: 1, lastPage: 3, perPage: 3, total: 9, onPageChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Every reason, an unknown reason shown as sent, and large amounts. */
export const LongContent: Story = {
  args: {
    totals: [
      { reason: 'recipient_inactive', count: 123456, amount: 987654321.99 },
      { reason: 'setting_zero', count: 40, amount: 120000 },
      { reason: 'cap_reached', count: 3, amount: 2999.97 },
      { reason: 'not_eligible', count: 12, amount: 4500 },
      { reason: 'no_recipient', count: 2, amount: 0.02 },
      { reason: 'below_one_kobo', count: 9000, amount: 0 },
      { reason: 'plan_paused_for_audit', count: 1, amount: 50 },
    ],
    totalAmount: 987781871.98,
    lines: [
      {
        ...LINES[0]!,
        id: 999,
        username: 'chukwuemeka_okonkwo_wellness',
        cause_ref: '#REG-2026-03-02-000331-LEKKI-PHASE-ONE',
      },
      ...LINES,
    ],
  },
  play: async ({ canvasElement }) => {
    const totals = within(canvasElement).getByRole('table', { name: 'Totals by reason' });
    await expect(within(totals).getByText('Below one kobo')).toBeVisible();
    await expect(within(totals).getByText('plan_paused_for_audit')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ForfeitedBonusesReport {...args} />
      <ForfeitedBonusesReport {...args} lines={[]} totals={[]} loading />
      <ForfeitedBonusesReport {...args} lines={[]} totals={[]} total={0} />
      <ForfeitedBonusesReport {...args} lines={[]} totals={[]} error="Server unavailable" />
    </div>
  ),
};
