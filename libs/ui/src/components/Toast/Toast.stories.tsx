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
  title: 'UI/Toast',
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

export const Error: Story = {
  args: { tone: 'danger', message: 'An error occurred' },
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
      'Account created successfully, and a confirmation code has been send to your mail. Check your spam folder if it does not arrive within a few minutes.',
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
  },
};
