import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog, CatalogItem } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import { LogoutConfirm, type LogoutConfirmProps } from './LogoutConfirm';

const meta = {
  title: 'UI/Shell/LogoutConfirm',
  component: LogoutConfirm,
  args: {
    onConfirm: fn() as LogoutConfirmProps['onConfirm'],
    onCancel: fn() as LogoutConfirmProps['onCancel'],
  },
} satisfies Meta<typeof LogoutConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};

export const Playground: Story = {
  argTypes: {
    triggerLabel: { control: 'text' },
    triggerVariant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'danger', 'link'] },
    fullWidth: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
    open: { control: false },
    trigger: { control: false },
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Logging out takes a moment (the server revokes the session): the dialog waits, busy. */
export const Loading: Story = {
  args: {
    defaultOpen: true,
    onConfirm: () => new Promise<void>(() => undefined),
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

export const CustomTrigger: Story = {
  args: { trigger: <Button variant="ghost">Sign out of the back office</Button> },
};

function ControlledLogout() {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState('signed in');
  return (
    <div>
      <p>State: {state}</p>
      <Button onClick={() => setOpen(true)}>Open logout</Button>
      <LogoutConfirm
        open={open}
        onOpenChange={setOpen}
        trigger={null}
        onConfirm={() => setState('signed out')}
      />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledLogout />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open logout' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(canvas.getByText('State: signed out')).toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: { triggerLabel: 'Log out of every device and end this session', fullWidth: true },
};

const noop = () => undefined;

/** The triggers (default, full width, custom), the open question, and the wait while logging out. */
export const AllStates: Story = {
  render: () => (
    <Catalog minItemWidth="20rem">
      <CatalogItem label="Trigger">
        <LogoutConfirm onConfirm={noop} />
      </CatalogItem>
      <CatalogItem label="Full-width trigger">
        <LogoutConfirm onConfirm={noop} fullWidth triggerLabel="Log out of the back office" />
      </CatalogItem>
      <CatalogItem label="Custom trigger">
        <LogoutConfirm onConfirm={noop} trigger={<Button variant="ghost">Sign out</Button>} />
      </CatalogItem>
      <DialogFrame label="Open" height="16rem">
        <LogoutConfirm open onOpenChange={noop} trigger={null} onConfirm={noop} />
      </DialogFrame>
      <DialogFrame label="Logging out" height="16rem">
        <LogoutConfirm
          open
          onOpenChange={noop}
          trigger={null}
          onConfirm={() => new Promise<void>(() => undefined)}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log out of the back office' })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible());
    const [open, waiting] = await canvas.findAllByRole('alertdialog', { name: 'Log out' });
    await waitFor(() => expect(open).toHaveTextContent('Are you sure you want to log out?'));
    await userEvent.click(within(waiting!).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(within(waiting!).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await expect(within(open!).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
