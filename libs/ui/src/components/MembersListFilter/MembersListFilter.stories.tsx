import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  MEMBERS_FILTERS,
  MembersListFilter,
  type MembersFilter,
  type MembersListFilterProps,
} from './MembersListFilter';

const meta = {
  title: 'UI/Admin/MembersListFilter',
  component: MembersListFilter,
  args: { value: 'all', onChange: fn() as MembersListFilterProps['onChange'] },
} satisfies Meta<typeof MembersListFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Filter members' });
    await expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Stockists' }));
    await expect(args.onChange).toHaveBeenCalledWith('stockists');
  },
};

export const Playground: Story = {
  argTypes: {
    value: { control: 'inline-radio', options: MEMBERS_FILTERS.map((filter) => filter.value) },
    disabled: { control: 'boolean' },
    label: { control: 'text' },
    onChange: { control: false },
  },
};

function ControlledFilter() {
  const [value, setValue] = useState<MembersFilter>('all');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <MembersListFilter value={value} onChange={setValue} />
      <p>Showing: {MEMBERS_FILTERS.find((filter) => filter.value === value)?.label} members</p>
    </div>
  );
}

/** Arrow keys move between the filters, like any radio group. */
export const Controlled: Story = {
  render: () => <ControlledFilter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(canvas.getByText('Showing: Active members')).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Inactive' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('Showing: Inactive members')).toBeVisible());
  },
};

export const Selected: Story = { args: { value: 'inactive' } };

/** While the list loads the filter cannot change. */
export const Disabled: Story = {
  args: { value: 'active', disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Inactive' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A 360 px phone: the four segments fit on one line. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  decorators: [
    (Story) => (
      <div style={{ width: 328, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    const tops = radios.map((radio) => Math.round(radio.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const group = within(canvasElement).getByRole('group', { name: 'Filter members' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {MEMBERS_FILTERS.map((filter) => (
        <MembersListFilter
          key={filter.value}
          value={filter.value}
          onChange={() => undefined}
          label={`Filter members (${filter.label})`}
        />
      ))}
      <MembersListFilter
        value="active"
        disabled
        onChange={() => undefined}
        label="Filter members (disabled)"
      />
    </div>
  ),
};
