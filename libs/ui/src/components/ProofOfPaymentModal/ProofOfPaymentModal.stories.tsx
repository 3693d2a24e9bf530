import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_RECEIPT_IMAGE, SAMPLE_RECEIPT_PDF } from '../../testing/commerceFixtures';
import { Button } from '../Button/Button';
import { ProofOfPaymentModal } from './ProofOfPaymentModal';

const meta = {
  title: 'UI/Commerce/ProofOfPaymentModal',
  component: ProofOfPaymentModal,
  args: {
    url: SAMPLE_RECEIPT_IMAGE,
    fileName: 'receipt-ada.svg',
    trigger: <Button variant="secondary">View proof</Button>,
  },
} satisfies Meta<typeof ProofOfPaymentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of payment' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Proof of payment' })).toBeVisible());
    const download = within(dialog).getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('download', 'receipt-ada.svg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  argTypes: {
    url: { control: 'text' },
    fileName: { control: 'text' },
    kind: { control: 'inline-radio', options: ['image', 'pdf'] },
    title: { control: 'text' },
    defaultOpen: { control: 'boolean' },
    open: { control: false },
    trigger: { control: false },
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Pdf: Story = {
  args: { defaultOpen: true, url: SAMPLE_RECEIPT_PDF, fileName: 'receipt.pdf' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Proof of payment' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.querySelector('object[type="application/pdf"]')).not.toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'receipt.pdf',
    );
  },
};

export const Empty: Story = {
  args: { defaultOpen: true, url: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('No proof of payment was uploaded')).toBeVisible());
    await expect(within(dialog).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { defaultOpen: true, url: 'data:image/png;base64,AAAA' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText(/could not be shown/)).toBeVisible());
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Proof of payment for the stockist upgrade of Oluwaseunfunmilayo Adebayo-Ogunlesi-Nwachukwu',
  },
};

function ControlledProof() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>Receipt is {open ? 'open' : 'closed'}</p>
      <Button onClick={() => setOpen(true)}>Receipt of payment 71</Button>
      <ProofOfPaymentModal
        url={SAMPLE_RECEIPT_IMAGE}
        fileName="receipt-71.svg"
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}

/** The page owns `open`: its button shows the receipt, Escape closes it. */
export const Controlled: Story = {
  render: () => <ControlledProof />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Receipt of payment 71' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of payment' });
    await waitFor(() => expect(canvas.getByText('Receipt is open')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Proof of payment' })).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'receipt-71.svg',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('Receipt is closed')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <ProofOfPaymentModal {...args} trigger={<Button variant="secondary">Image receipt</Button>} />
      <ProofOfPaymentModal
        {...args}
        url={SAMPLE_RECEIPT_PDF}
        trigger={<Button variant="secondary">PDF receipt</Button>}
      />
      <ProofOfPaymentModal {...args} url={null} trigger={<Button variant="secondary">No receipt</Button>} />
    </div>
  ),
};
