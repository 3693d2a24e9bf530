import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  PaymentModal,
  type PaymentModalProps,
  type PaymentModalStatus,
  type PaymentProviderMessage,
} from './PaymentModal';

/** A stand-in checkout page (like the API's sandbox): Pay and Decline post `kola-payment` to the parent. */
function checkoutPage(reference: string, autoPost?: 'success' | 'failed') {
  const post = (status: string) =>
    `parent.postMessage({type:'kola-payment',reference:'${reference}',status:'${status}'},'*')`;
  const html = `<!doctype html><html lang="en"><head><title>Sandbox checkout</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1a1f1b}button{font:inherit;padding:8px 16px;margin-right:8px}</style></head>
<body><h1 style="font-size:20px">Kola Herbal checkout</h1><p>Reference ${reference}</p>
<button onclick="${post('success')}">Pay</button><button onclick="${post('failed')}">Decline</button>
${autoPost ? `<script>${post(autoPost)}</script>` : ''}</body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

const meta = {
  title: 'UI/Payments/PaymentModal',
  component: PaymentModal,
  args: {
    open: true,
    onOpenChange: fn() as PaymentModalProps['onOpenChange'],
    authorizationUrl: checkoutPage('KOLA-REF-123'),
    reference: 'KOLA-REF-123',
    status: 'waiting',
    amount: 25000,
    onResult: fn() as PaymentModalProps['onResult'],
    onProviderMessage: fn() as PaymentModalProps['onProviderMessage'],
    onExpire: fn() as PaymentModalProps['onExpire'],
    closeDelayMs: 600_000,
  },
} satisfies Meta<typeof PaymentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByText(/This payment window lasts 2 minutes/)).toBeVisible(),
    );
    await expect(within(dialog).getByRole('timer', { name: 'Time left' })).toHaveTextContent(
      /^(2:00|1:5\d)$/,
    );
    await waitFor(() => expect(within(dialog).getByTitle('Payment checkout')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Amount: ₦25,000.00')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    status: { control: 'inline-radio', options: ['waiting', 'verifying', 'success', 'failed'] },
    authorizationUrl: { control: 'text' },
    reference: { control: 'text' },
    windowMs: { control: 'number' },
    closeDelayMs: { control: 'number' },
    title: { control: 'text' },
    amount: { control: 'number' },
  },
};

export const ProviderMessage: Story = {
  args: { authorizationUrl: checkoutPage('KOLA-REF-123', 'success') },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onProviderMessage).toHaveBeenCalledWith({
        type: 'kola-payment',
        reference: 'KOLA-REF-123',
        status: 'success',
      }),
    );
  },
};

export const Loading: Story = {
  args: { authorizationUrl: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Preparing the payment page');
    await expect(within(dialog).queryByTitle('Payment checkout')).toBeNull();
  },
};

export const Verifying: Story = {
  args: { status: 'verifying' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Verifying payment');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByText('Payment Verified successfully')).toBeVisible());
    await expect(args.onResult).toHaveBeenCalledWith('success');
  },
};

export const Error: Story = {
  args: { status: 'failed' },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByText('Unable to verify payment')).toBeVisible());
    await expect(args.onResult).toHaveBeenCalledWith('failed');
  },
};

export const LongContent: Story = {
  args: {
    title: 'Upgrade from Starter Partner Package to Presidential Diamond Executive Package',
    amount: 12_345_678.9,
  },
};

function PaymentFlow({ autoPost }: { autoPost: 'success' | 'failed' }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<PaymentModalStatus>('waiting');
  const [outcome, setOutcome] = useState<string | null>(null);
  const verify = (message: PaymentProviderMessage) => {
    setStatus('verifying');
    setTimeout(() => setStatus(message.status === 'success' ? 'success' : 'failed'), 300);
  };
  return (
    <div>
      <Button
        onClick={() => {
          setStatus('waiting');
          setOpen(true);
        }}
      >
        Pay Now
      </Button>
      {outcome ? <p>Last result: {outcome}</p> : null}
      <PaymentModal
        open={open}
        onOpenChange={setOpen}
        authorizationUrl={checkoutPage('KOLA-REF-9', autoPost)}
        reference="KOLA-REF-9"
        status={status}
        onProviderMessage={verify}
        onExpire={() => setStatus('verifying')}
        onResult={setOutcome}
        closeDelayMs={400}
      />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <PaymentFlow autoPost="success" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(screen.getByText('Payment Verified successfully')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByText('Last result: success')).toBeVisible());
  },
};

export const ControlledDeclined: Story = {
  render: () => <PaymentFlow autoPost="failed" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(screen.getByText('Unable to verify payment')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByText('Last result: failed')).toBeVisible());
  },
};

function Catalog() {
  const [shown, setShown] = useState<{ status: PaymentModalStatus; url: string | null } | null>(null);
  const states: { label: string; status: PaymentModalStatus; url: string | null }[] = [
    { label: 'Waiting', status: 'waiting', url: checkoutPage('KOLA-REF-1') },
    { label: 'Preparing', status: 'waiting', url: null },
    { label: 'Verifying', status: 'verifying', url: checkoutPage('KOLA-REF-1') },
    { label: 'Success', status: 'success', url: checkoutPage('KOLA-REF-1') },
    { label: 'Failed', status: 'failed', url: checkoutPage('KOLA-REF-1') },
  ];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {states.map((state) => (
        <Button key={state.label} variant="secondary" onClick={() => setShown(state)}>
          {state.label}
        </Button>
      ))}
      <PaymentModal
        open={shown !== null}
        onOpenChange={(next) => {
          if (!next) setShown(null);
        }}
        authorizationUrl={shown?.url}
        reference="KOLA-REF-1"
        status={shown?.status ?? 'waiting'}
        amount={25000}
        closeDelayMs={600_000}
      />
    </div>
  );
}

export const AllStates: Story = {
  args: { open: false },
  render: () => <Catalog />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(screen.getByText('Unable to verify payment')).toBeVisible());
  },
};
