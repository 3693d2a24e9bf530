import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { FormDialog, FormDialogBody, submitThenClose, type FormDialogProps } from './FormDialog';

function NoteForm({
  onSave,
  onClose,
  busy,
  error,
}: {
  onSave: (note: string) => Promise<unknown> | void;
  onClose: () => void;
  busy?: boolean;
  error?: string;
}) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <FormDialogBody
      busy={busy ?? false}
      error={error}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!note.trim()) {
          setProblem('Note is required');
          return;
        }
        void submitThenClose(() => onSave(note), onClose);
      }}
    >
      <TextField
        label="Note"
        value={note}
        error={problem}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialogBody>
  );
}

interface DemoProps extends Partial<FormDialogProps> {
  initiallyOpen?: boolean;
  error?: string;
}

function Demo({ initiallyOpen = true, busy, error, onOpenChange }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [saved, setSaved] = useState('');
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>Add note</Button>
      {saved ? <p>Saved: {saved}</p> : null}
      <FormDialog open={open} onOpenChange={change} title="Add note" busy={busy ?? false}>
        <NoteForm
          onSave={setSaved}
          onClose={() => change(false)}
          busy={busy ?? false}
          {...(error ? { error } : {})}
        />
      </FormDialog>
    </>
  );
}

const meta = {
  title: 'UI/Admin/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    title: 'Add note',
    onOpenChange: fn() as FormDialogProps['onOpenChange'],
    children: null,
  },
  render: (args) => <Demo onOpenChange={args.onOpenChange} busy={args.busy ?? false} />,
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByText('Note is required')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Call the stockist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(canvasElement).getByText('Saved: Call the stockist')).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    busy: { control: 'boolean' },
  },
};

/** Open from the start: a modal named by its title, with focus inside it (in the note field). */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByLabelText('Note')).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const Invalid: Story = {
  play: async () => {
    // The dialog may still be settling (focus, portal) when the first click lands: submit again
    // until the message shows, then it must stay visible.
    await waitFor(
      async () => {
        const dialog = screen.getByRole('dialog', { name: 'Add note' });
        if (!within(dialog).queryByText('Note is required')) {
          await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
        }
        await waitFor(() => expect(within(dialog).getByText('Note is required')).toBeVisible());
      },
      { timeout: 10_000 },
    );
  },
};

export const Submitting: Story = { args: { busy: true } };

export const Error: Story = { render: () => <Demo error="An error occurred" /> };

export const Controlled: Story = {
  render: () => <Demo initiallyOpen={false} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const AllStates: Story = { render: () => <Demo busy error="An error occurred" /> };
