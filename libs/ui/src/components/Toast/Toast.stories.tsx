import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { useToast, type ToastTone } from './Toast';

interface ToastDemoProps {
  tone: ToastTone;
  message: string;
  duration?: number;
}

function ToastDemo({ tone, message, duration }: ToastDemoProps) {
  const toast = useToast();
  return (
    <Button onClick={() => toast.show({ tone, message, ...(duration ? { duration } : {}) })}>
      Show toast
    </Button>
  );
}

const meta = {
  title: 'UI/Feedback/Toast',
  component: ToastDemo,
  args: { tone: 'success', message: 'Profile updated successfully' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Profile updated successfully'));
  },
};

export const Playground: Story = {
  argTypes: {
    tone: { control: 'select', options: ['info', 'success', 'warning', 'danger'] },
    message: { control: 'text' },
    duration: { control: 'number' },
  },
};

/** Shows the toast and checks it landed in the live region with the given tone. */
const showsTone =
  (tone: ToastTone, message: string): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getByText(message)).toBeVisible());
    await expect(within(region).getByText(message).parentElement).toHaveAttribute('data-tone', tone);
  };

export const Success: Story = {
  args: { tone: 'success', message: 'Payment Verified successfully' },
  play: showsTone('success', 'Payment Verified successfully'),
};

export const Info: Story = {
  args: { tone: 'info', message: 'a confirmation code has been sent to your mail' },
  play: showsTone('info', 'a confirmation code has been sent to your mail'),
};

export const Warning: Story = {
  args: { tone: 'warning', message: 'Unable to verify payment' },
  play: showsTone('warning', 'Unable to verify payment'),
};

export const Error: Story = {
  args: { tone: 'danger', message: 'An error occurred' },
  play: showsTone('danger', 'An error occurred'),
};

export const AutoDismiss: Story = {
  args: { tone: 'info', message: 'Unable to verify payment', duration: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Unable to verify payment'));
    await waitFor(() => expect(region).not.toHaveTextContent('Unable to verify payment'), { timeout: 2000 });
  },
};

export const LongContent: Story = {
  args: {
    tone: 'warning',
    message:
      'Account created successfully, and a confirmation code has been sent to your mail. Check your spam folder if it does not arrive within a few minutes.',
  },
};

function AllToasts() {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        toast.show({ tone: 'success', message: 'Payment Verified successfully', duration: 60000 });
        toast.show({ tone: 'info', message: 'Unable to verify payment', duration: 60000 });
        toast.show({
          tone: 'warning',
          message: 'Invalid email address, please return to previous page',
          duration: 60000,
        });
        toast.show({ tone: 'danger', message: 'Response not found', duration: 60000 });
      }}
    >
      Show all tones
    </Button>
  );
}

export const AllStates: Story = {
  render: () => <AllToasts />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all tones' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region.querySelectorAll('[data-tone]')).toHaveLength(4));
  },
};

/**
 * A success toast after a payment, with the page's primary action where pages keep it (a Pay
 * Now at the bottom right of the window, as on the welcome page and in the payment dialog): the
 * toast shows at the top and never covers it.
 */
export const NeverCoversThePrimaryAction: Story = {
  args: { tone: 'success', message: 'Payment Verified successfully' },
  render: (args) => (
    <div
      style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', minHeight: '90vh' }}
    >
      <ToastDemo {...args} />
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button>Pay Now</Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    const toast = await within(region).findByText('Payment Verified successfully');
    const a = toast.parentElement!.getBoundingClientRect();
    const b = canvas.getByRole('button', { name: 'Pay Now' }).getBoundingClientRect();
    const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    await expect(overlaps).toBe(false);
    await expect(a.top).toBeLessThan(canvasElement.ownerDocument.defaultView!.innerHeight / 2);
  },
};
