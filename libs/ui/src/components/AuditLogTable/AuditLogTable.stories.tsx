import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AuditLogTable,
  NO_AUDIT_ENTRIES_TEXT,
  type AuditLogEntry,
  type AuditLogTableProps,
} from './AuditLogTable';

const ENTRIES: AuditLogEntry[] = [
  {
    id: 903,
    actor_type: 'admin',
    actor_id: 2,
    actor_name: 'finance@kola.ng',
    action: 'withdrawal.approve',
    target_type: 'withdrawal',
    target_id: '5512',
    target_name: null,
    before: { status: 'processing', amount: 25000 },
    after: { status: 'approved', amount: 25000 },
    ip: '102.89.34.7',
    created_at: '2026-03-02T09:15:00Z',
  },
  {
    id: 902,
    actor_type: 'admin',
    actor_id: 1,
    actor_name: 'ops@kola.ng',
    action: 'member.block',
    target_type: 'user',
    target_id: '88',
    target_name: 'tunde',
    before: { blocked: false },
    after: { blocked: true, blocked_reason: 'Shared account' },
    ip: '197.210.54.12',
    created_at: '2026-03-01T17:02:00Z',
  },
  {
    id: 901,
    actor_type: 'system',
    actor_id: null,
    actor_name: null,
    action: 'settings.spillover',
    target_type: null,
    target_id: null,
    target_name: null,
    before: 'left',
    after: 'right',
    ip: null,
    created_at: '2026-02-28T23:00:00Z',
  },
];

/** Every field changed, long values and nested objects: the diff wraps inside its cell. */
const LONG_DIFF: AuditLogEntry = {
  id: 950,
  actor_type: 'admin',
  actor_id: 1,
  actor_name: 'ops@kola.ng',
  action: 'settings.plan.update',
  target_type: 'plan_setting',
  target_id: 'bonus_rates',
  target_name: null,
  before: {
    referral_bonus_percent: 10,
    placement_bonus_percent: 5,
    unilevel_levels: [5, 3, 2, 1, 1],
    matching_bonus: { generations: 3, percent: [10, 5, 5] },
    description: 'The compensation plan as approved by the board in January for the first quarter.',
    welcome_bonus: null,
  },
  after: {
    referral_bonus_percent: 12,
    placement_bonus_percent: 5,
    unilevel_levels: [6, 4, 2, 1, 1, 1, 1],
    matching_bonus: { generations: 4, percent: [10, 6, 5, 2] },
    description:
      'The compensation plan as revised by the board in March after the review of stockist rebates and global profit.',
    loyalty_bonus_percent: 2,
  },
  ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
  created_at: '2026-03-03T08:00:00Z',
};

const meta = {
  title: 'UI/Admin/AuditLogTable',
  component: AuditLogTable,
  args: {
    entries: ENTRIES,
    filters: { admin: '', action: '', member: '', from: '', to: '' },
    onFiltersChange: fn() as AuditLogTableProps['onFiltersChange'],
  },
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: who, what, on what, and each changed field as before → after. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Audit log' });
    const approve = within(table).getByRole('row', { name: /withdrawal\.approve/ });
    await expect(approve).toHaveTextContent('finance@kola.ng');
    await expect(approve).toHaveTextContent('withdrawal #5512');
    await expect(within(approve).getByLabelText('before: processing')).toBeVisible();
    await expect(within(approve).getByLabelText('after: approved')).toBeVisible();
    // The amount did not change, so it is not shown.
    await expect(approve).not.toHaveTextContent('amount');
    const block = within(table).getByRole('row', { name: /member\.block/ });
    await expect(block).toHaveTextContent('Member tunde');
    await expect(block).toHaveTextContent('blocked_reason: — → Shared account');
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const Playground: Story = {
  argTypes: {
    entries: { control: 'object' },
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

/** A long before/after: every changed field on its own line, unchanged ones left out. */
export const LongDiff: Story = {
  args: { entries: [LONG_DIFF, ...ENTRIES] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /settings\.plan\.update/ });
    const items = within(row).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.split(':')[0])).toEqual([
      'description',
      'loyalty_bonus_percent',
      'matching_bonus',
      'referral_bonus_percent',
      'unilevel_levels',
    ]);
    await expect(row).toHaveTextContent('referral_bonus_percent: 10 → 12');
    await expect(row).toHaveTextContent('unilevel_levels: [5,3,2,1,1] → [6,4,2,1,1,1,1]');
    await expect(row).not.toHaveTextContent('placement_bonus_percent');
  },
};

/** A system action (no administrator, no target, no IP) whose whole value changed. */
export const SystemAction: Story = {
  args: { entries: [ENTRIES[2]!] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /settings\.spillover/ });
    await expect(row).toHaveTextContent('System');
    await expect(row).toHaveTextContent('left → right');
  },
};

/** An entry whose before and after are the same says so. */
export const NoChange: Story = {
  args: {
    entries: [{ ...ENTRIES[0]!, id: 904, action: 'withdrawal.view', before: { a: 1 }, after: { a: 1 } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No change recorded')).toBeVisible();
  },
};

/** Filters are applied together: the new filters are sent to the page. */
export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Audit log filters' });
    await userEvent.type(within(form).getByLabelText('Administrator'), 'finance@kola.ng');
    await userEvent.type(within(form).getByLabelText('Action'), 'withdrawal.');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      admin: 'finance@kola.ng',
      action: 'withdrawal.',
      member: '',
      from: '',
      to: '',
    });
  },
};

/** The server refused a filter: the reason is under the field. */
export const InvalidFilter: Story = {
  args: {
    filters: { admin: '', action: '', member: '', from: '2026-03-10', to: '2026-03-01' },
    filterErrors: { to: 'The end date must be on or after the start date' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('The end date must be on or after the start date'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Audit log' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_AUDIT_ENTRIES_TEXT)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { entries: [], error: 'Server unavailable', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Server unavailable')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Paged: Story = {
  args: { page: 1, lastPage: 4, perPage: 3, total: 12, onPageChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** 360 px: the filters wrap, the table scrolls inside its card. */
export const Phone: Story = {
  args: { entries: [LONG_DIFF, ...ENTRIES] },
  globals: { viewport: { value: 'phone360' } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <AuditLogTable {...args} entries={[LONG_DIFF, ...ENTRIES]} />
      <AuditLogTable {...args} entries={[]} loading />
      <AuditLogTable {...args} entries={[]} />
      <AuditLogTable {...args} entries={[]} error="Server unavailable" />
    </div>
  ),
};
