import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GeneralMessageBox } from './GeneralMessageBox';

const meta = {
  title: 'UI/Incentives/GeneralMessageBox',
  component: GeneralMessageBox,
  args: {
    subject: 'March leadership training',
    message:
      'Join us on Saturday 14 March at the Ikeja office for the quarterly leadership training.\nBring a friend!',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GeneralMessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'March leadership training' })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText(/quarterly leadership training/)).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    subject: { control: 'text' },
    message: { control: 'text' },
    loading: { control: 'boolean' },
    emptyText: { control: 'text' },
    error: { control: 'text' },
    onRetry: { control: false },
  },
};

export const WithoutSubject: Story = { args: { subject: null } };

export const Empty: Story = {
  args: { subject: null, message: '  ' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There is no message at the moment.')).toBeVisible(),
    );
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = {
  args: { subject: null, message: null, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the message'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    subject:
      'Important notice about the new compensation plan settings, withdrawal windows and the end-of-year global profit share',
    message: Array.from(
      { length: 6 },
      (_, i) =>
        `Paragraph ${i + 1}: withdrawals requested before Friday are paid on Monday; requests after Friday wait for the next cycle.`,
    ).join('\n\n'),
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <GeneralMessageBox {...args} />
      <GeneralMessageBox {...args} subject={null} />
      <GeneralMessageBox subject={null} message={null} />
      <GeneralMessageBox subject={null} message={null} loading />
      <GeneralMessageBox subject={null} message={null} error="An error occurred" onRetry={() => undefined} />
    </div>
  ),
};
