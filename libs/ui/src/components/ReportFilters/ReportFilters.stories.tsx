import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportFilters, type ReportFilterField, type ReportFiltersProps } from './ReportFilters';

const FIELDS: ReportFilterField[] = [
  { name: 'member', label: 'Member', placeholder: 'Username' },
  {
    name: 'reason',
    label: 'Reason',
    type: 'select',
    options: [
      { value: '', label: 'Any reason' },
      { value: 'cap_reached', label: 'Cap reached' },
      { value: 'recipient_inactive', label: 'Recipient inactive' },
    ],
  },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

const meta = {
  title: 'UI/Tables/ReportFilters',
  component: ReportFilters,
  args: {
    fields: FIELDS,
    value: { member: '', reason: '', from: '', to: '' },
    onApply: fn() as ReportFiltersProps['onApply'],
    label: 'Report filters',
  },
} satisfies Meta<typeof ReportFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered yet: every field empty, the select on "Any reason". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Report filters' });
    await expect(within(form).getByLabelText('Member')).toHaveValue('');
    await expect(within(form).getByLabelText('Reason')).toHaveValue('');
    await expect(within(form).getByLabelText('From')).toHaveAttribute('type', 'date');
  },
};

export const Playground: Story = {
  argTypes: {
    fields: { control: 'object' },
    value: { control: 'object' },
    errors: { control: 'object' },
    disabled: { control: 'boolean' },
    label: { control: 'text' },
  },
};

/** Edits stay a draft until Apply, which sends every field at once, trimmed. */
export const Apply: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Report filters' });
    await userEvent.type(within(form).getByLabelText('Member'), '  ada  ');
    await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'cap_reached');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      member: 'ada',
      reason: 'cap_reached',
      from: '',
      to: '',
    });
  },
};

/** Filters already applied (e.g. from the address): shown in the fields. */
export const Filled: Story = {
  args: { value: { member: 'ada', reason: 'recipient_inactive', from: '2026-03-01', to: '2026-03-31' } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Report filters' });
    await expect(within(form).getByLabelText('Member')).toHaveValue('ada');
    await expect(within(form).getByLabelText('Reason')).toHaveValue('recipient_inactive');
    await expect(within(form).getByLabelText('From')).toHaveValue('2026-03-01');
    await expect(within(form).getByLabelText('To')).toHaveValue('2026-03-31');
  },
};

/** Clear empties every field and applies at once. */
export const Clear: Story = {
  args: Filled.args,
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Report filters' });
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    await expect(args.onApply).toHaveBeenCalledWith({ member: '', reason: '', from: '', to: '' });
    await expect(within(form).getByLabelText('Member')).toHaveValue('');
    await expect(within(form).getByLabelText('To')).toHaveValue('');
  },
};

/** The server refused a filter (422): its reason is shown under the field. */
export const Invalid: Story = {
  args: {
    value: { member: '', reason: '', from: '2026-03-31', to: '2026-03-01' },
    errors: { to: 'The end date must be on or after the start date' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The end date must be on or after the start date'),
    ).toBeVisible();
  },
};

/** While the report loads: nothing can be edited or applied. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Report filters' });
    await expect(within(form).getByLabelText('Member')).toBeDisabled();
    await expect(within(form).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(within(form).getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

/** 360 px: the fields wrap. */
export const Phone: Story = {
  args: Filled.args,
  globals: { viewport: { value: 'phone360' } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ReportFilters {...args} label="Empty filters" />
      <ReportFilters
        {...args}
        label="Applied filters"
        value={{ member: 'ada', reason: 'cap_reached', from: '2026-03-01', to: '2026-03-31' }}
      />
      <ReportFilters
        {...args}
        label="Refused filters"
        errors={{ to: 'The end date must be on or after the start date' }}
      />
      <ReportFilters {...args} label="Disabled filters" disabled />
    </div>
  ),
};
