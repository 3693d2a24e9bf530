import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RestockReceiptForm } from './RestockReceiptForm';

const meta = {
  title: 'UI/Commerce/RestockReceiptForm',
  component: RestockReceiptForm,
  args: { amount: 34000, onSubmit: fn() },
} satisfies Meta<typeof RestockReceiptForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText(/Pay ₦34,000.00 into a company account/)).toBeVisible(),
    );
  },
};

/** Submit without a receipt: it is asked for and nothing is sent. */
export const MissingReceipt: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit with receipt' }));
    await waitFor(() => expect(canvas.getByText('Payment receipt is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = {
  args: { error: 'The selected items total price is greater than the pickup amount' },
};

export const Playground: Story = {
  argTypes: { amount: { control: 'number' }, submitting: { control: 'boolean' }, error: { control: 'text' } },
};
