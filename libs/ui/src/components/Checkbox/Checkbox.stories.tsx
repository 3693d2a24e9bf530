import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I accept the terms and conditions', name: 'terms' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
    disabled: { control: 'boolean' },
    defaultChecked: { control: 'boolean' },
  },
};

export const Error: Story = {
  args: { error: 'You must accept the terms and conditions' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
};

export const LongContent: Story = {
  args: {
    label: 'I confirm that the details I entered are correct and that I have read the terms. '.repeat(3),
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Error" error="You must accept the terms and conditions" />
      <Checkbox label="Disabled" disabled />
    </div>
  ),
};
