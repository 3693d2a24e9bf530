import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminMessageForm, type AdminMessageFormProps } from './AdminMessageForm';

const meta = {
  title: 'UI/Settings/AdminMessageForm',
  component: AdminMessageForm,
  args: {
    variant: 'general',
    subject: 'Office closed on Friday',
    message: 'Our offices are closed on Friday for the public holiday.',
    onSubmit: fn(async () => undefined) as AdminMessageFormProps['onSubmit'],
  },
} satisfies Meta<typeof AdminMessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save message' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        general_message_subject: 'Office closed on Friday',
        general_message: 'Our offices are closed on Friday for the public holiday.',
      }),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    variant: { control: 'inline-radio', options: ['front-page', 'general'] },
    subject: { control: 'text' },
    message: { control: 'text' },
    enabled: { control: 'boolean' },
    loading: { control: 'boolean' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

function FrontPage({ onSubmit, onToggle }: Pick<AdminMessageFormProps, 'onSubmit' | 'onToggle'>) {
  const [enabled, setEnabled] = useState(false);
  return (
    <AdminMessageForm
      variant="front-page"
      subject="New products"
      message="Moringa tea is back in stock."
      enabled={enabled}
      onSubmit={onSubmit}
      onToggle={async (next) => {
        await onToggle?.(next);
        setEnabled(next);
      }}
    />
  );
}

export const FrontPageNotification: Story = {
  args: { onToggle: fn(async () => undefined) as NonNullable<AdminMessageFormProps['onToggle']> },
  render: (args) => <FrontPage onSubmit={args.onSubmit} onToggle={args.onToggle} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Front Page Notification Disabled' }));
    await waitFor(() => expect(args.onToggle).toHaveBeenCalledWith(true));
    await expect(
      await canvas.findByRole('switch', { name: 'Front Page Notification Enabled' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save notification' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        home_page_message_subject: 'New products',
        home_page_message: 'Moringa tea is back in stock.',
      }),
    );
  },
};

export const Invalid: Story = {
  args: { subject: null, message: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save message' }));
    await waitFor(() => expect(canvas.getByText('Subject is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Message is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { subject: null, message: null } };

export const Loading: Story = { args: { loading: true } };

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: { message: 'Our offices are closed on Friday for the public holiday. '.repeat(20) },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <AdminMessageForm {...args} variant="front-page" enabled onToggle={() => undefined} />
      <AdminMessageForm {...args} />
      <AdminMessageForm {...args} error="An error occurred" submitting />
      <AdminMessageForm {...args} loading />
    </div>
  ),
};
