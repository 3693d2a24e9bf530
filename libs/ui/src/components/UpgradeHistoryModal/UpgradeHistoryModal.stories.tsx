import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_UPGRADE_HISTORY } from '../../testing/commerceFixtures';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import { UpgradeHistoryModal } from './UpgradeHistoryModal';

const meta = {
  title: 'UI/Commerce/UpgradeHistoryModal',
  component: UpgradeHistoryModal,
  args: {
    entries: SAMPLE_UPGRADE_HISTORY,
    name: 'ada',
    trigger: <Button variant="secondary">View</Button>,
  },
} satisfies Meta<typeof UpgradeHistoryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade history of ada' });
    await waitFor(() => expect(dialog).toBeVisible());
    const row = within(dialog).getByRole('row', { name: /Diamond/ });
    await waitFor(() => expect(within(row).getByText('₦120,000.00')).toBeVisible());
    await waitFor(() => expect(within(row).getByText('Processing')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    name: { control: 'text' },
    title: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    defaultOpen: { control: 'boolean' },
    entries: { control: 'object' },
    open: { control: false },
    trigger: { control: false },
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Stockist: Story = {
  args: {
    defaultOpen: true,
    name: 'Green Leaf Store',
    entries: [
      {
        id: 1,
        previous_package: 'Silver Stockist',
        package: 'Gold Stockist',
        amount: 250000,
        status: 'approved',
        created_at: '2026-02-02T10:00:00Z',
      },
    ],
  },
};

export const Loading: Story = { args: { defaultOpen: true, loading: true } };

export const Empty: Story = {
  args: { defaultOpen: true, entries: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('There are no upgrade History')).toBeVisible());
  },
};

export const Error: Story = { args: { defaultOpen: true, error: 'An error occurred', onRetry: fn() } };

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    name: 'Oluwaseunfunmilayo Adebayo-Ogunlesi-Nwachukwu',
    entries: Array.from({ length: 10 }, (_, i) => ({
      id: i,
      previous_package: `Package level ${i + 1} with a long descriptive name`,
      package: `Package level ${i + 2} with a long descriptive name`,
      amount: 123456789.99,
      status: i % 2 ? 'approved' : 'disapproved',
      created_at: '2026-02-02T10:00:00Z',
    })),
  },
};

function ControlledHistory() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>Upgrade history is {open ? 'open' : 'closed'}</p>
      <Button onClick={() => setOpen(true)}>Upgrades of ada</Button>
      <UpgradeHistoryModal entries={SAMPLE_UPGRADE_HISTORY} name="ada" open={open} onOpenChange={setOpen} />
    </div>
  );
}

/** The page owns `open`: its button opens the history, × closes it. */
export const Controlled: Story = {
  render: () => <ControlledHistory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrades of ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade history of ada' });
    await waitFor(() => expect(canvas.getByText('Upgrade history is open')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('row', { name: /Diamond/ })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByText('Upgrade history is closed')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const noop = () => undefined;

/** Member and stockist histories, Loading, Empty, Error and LongContent open side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="30rem">
      <DialogFrame label="Member" height="26rem">
        <UpgradeHistoryModal {...args} trigger={null} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="Stockist" height="26rem">
        <UpgradeHistoryModal
          {...args}
          trigger={null}
          open
          onOpenChange={noop}
          name="Green Leaf Store"
          entries={[
            {
              id: 1,
              previous_package: 'Silver Stockist',
              package: 'Gold Stockist',
              amount: 250000,
              status: 'approved',
              created_at: '2026-02-02T10:00:00Z',
            },
          ]}
        />
      </DialogFrame>
      <DialogFrame label="Loading" height="26rem">
        <UpgradeHistoryModal {...args} trigger={null} open onOpenChange={noop} name="tunde" loading />
      </DialogFrame>
      <DialogFrame label="Empty" height="22rem">
        <UpgradeHistoryModal {...args} trigger={null} open onOpenChange={noop} name="chidi" entries={[]} />
      </DialogFrame>
      <DialogFrame label="Error" height="22rem">
        <UpgradeHistoryModal
          {...args}
          trigger={null}
          open
          onOpenChange={noop}
          name="bola"
          error="An error occurred"
          onRetry={noop}
        />
      </DialogFrame>
      <DialogFrame label="Long content" height="28rem">
        <UpgradeHistoryModal
          {...args}
          trigger={null}
          open
          onOpenChange={noop}
          name="Oluwaseunfunmilayo Adebayo-Ogunlesi-Nwachukwu"
          entries={Array.from({ length: 6 }, (_, i) => ({
            id: i,
            previous_package: `Package level ${i + 1} with a long descriptive name`,
            package: `Package level ${i + 2} with a long descriptive name`,
            amount: 123456789.99,
            status: i % 2 ? 'approved' : 'disapproved',
            created_at: '2026-02-02T10:00:00Z',
          }))}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const frame = (name: string) => within(within(canvasElement).getByRole('figure', { name }));
    const member = await frame('Member').findByRole('dialog', { name: 'Upgrade history of ada' });
    await waitFor(() => expect(within(member).getByRole('row', { name: /Diamond/ })).toBeVisible());
    await waitFor(() =>
      expect(
        frame('Stockist').getByRole('dialog', { name: 'Upgrade history of Green Leaf Store' }),
      ).toHaveTextContent('Gold Stockist'),
    );
    await expect(
      within(frame('Loading').getByRole('dialog')).queryByRole('row', { name: /Diamond/ }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(frame('Empty').getByText('There are no upgrade History')).toBeVisible());
    await waitFor(() => expect(frame('Error').getByText('An error occurred')).toBeVisible());
    await expect(
      within(frame('Long content').getByRole('dialog')).getAllByRole('row', { name: /Package level/ }),
    ).toHaveLength(6);
  },
};
