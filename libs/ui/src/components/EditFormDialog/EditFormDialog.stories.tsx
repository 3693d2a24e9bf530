import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { requiredText } from '../../form/rules';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import { InputFormField } from '../InputFormField/InputFormField';
import { EditFormDialog, EditFormDialogBody, type EditFormDialogProps } from './EditFormDialog';
import { StyledEditFormDialogFields } from './EditFormDialog.styles';

interface Team {
  id: number;
  name: string;
  city: string;
}

const schema = z.object({
  name: requiredText('Name is required'),
  city: requiredText('City is required'),
});
type Fields = z.infer<typeof schema>;

function TeamForm({
  team,
  onSave,
}: {
  team: Team | null;
  onSave: (fields: Fields) => Promise<unknown> | void;
}) {
  const form = useForm<Fields>({
    resolver: zodResolver(schema),
    defaultValues: { name: team?.name ?? '', city: team?.city ?? '' },
  });
  return (
    <EditFormDialogBody form={form} submitLabel={team ? 'Save changes' : 'Create team'} onValid={onSave}>
      <StyledEditFormDialogFields>
        <InputFormField control={form.control} name="name" label="Name" />
        <InputFormField control={form.control} name="city" label="City" description="Where the team meets." />
      </StyledEditFormDialogFields>
    </EditFormDialogBody>
  );
}

type DemoProps = Omit<EditFormDialogProps, 'noun' | 'record' | 'createDescription' | 'children'> & {
  team: Team | null;
  onSave: (fields: Fields) => Promise<unknown> | void;
};

function Demo({ team, onSave, ...dialog }: DemoProps) {
  return (
    <EditFormDialog {...dialog} noun="Team" record={team} createDescription="A new team.">
      <TeamForm team={team} onSave={onSave} />
    </EditFormDialog>
  );
}

const lagos: Team = { id: 1, name: 'Lagos Lions', city: 'Lagos' };

const meta = {
  title: 'UI/Admin/EditFormDialog',
  component: Demo,
  args: {
    open: true,
    team: lagos,
    onOpenChange: fn() as DemoProps['onOpenChange'],
    onSave: fn(async () => undefined) as DemoProps['onSave'],
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    await expect(dialog).toHaveAccessibleDescription('Lagos Lions');
    const city = within(dialog).getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Ikeja');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ name: 'Lagos Lions', city: 'Ikeja' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    team: { control: 'object' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Create: Story = {
  args: { team: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    await expect(dialog).toHaveAccessibleDescription('A new team.');
    await expect(within(dialog).getByRole('button', { name: 'Create team' })).toBeEnabled();
  },
};

export const Invalid: Story = {
  args: { team: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(within(dialog).getByText('Name is required')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('City is required')).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: { team: { ...lagos, name: 'Lagos Lions Leadership and Stockist Development Team (2026 edition)' } },
};

/** Open from the start: a modal with focus inside it, on the record's values. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByLabelText('Name')).toHaveValue('Lagos Lions');
    await expect(within(dialog).getByLabelText('City')).toHaveValue('Lagos');
  },
};

function ControlledTeam({ onSave }: Pick<DemoProps, 'onSave'>) {
  const [open, setOpen] = useState(false);
  const [team, setTeam] = useState(lagos);
  return (
    <div>
      <p>
        Team: {team.name}, {team.city}
      </p>
      <Button onClick={() => setOpen(true)}>Edit team</Button>
      <Demo
        open={open}
        onOpenChange={setOpen}
        team={team}
        onSave={async (fields) => {
          await onSave(fields);
          setTeam({ ...team, ...fields });
        }}
      />
    </div>
  );
}

/** The page owns `open`: Cancel closes without saving; Save sends, closes and the page shows the result. */
export const Controlled: Story = {
  render: (args) => <ControlledTeam onSave={args.onSave} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit team' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit team' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    const city = within(dialog).getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Ikeja');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Team: Lagos Lions, Ikeja')).toBeVisible());
  },
};

const noop = () => undefined;

/** Edit, Add, Invalid, Submitting, Error and LongContent open side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="24rem">
      <DialogFrame label="Edit" height="24rem">
        <Demo {...args} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="Add" height="24rem">
        <Demo {...args} open onOpenChange={noop} team={null} />
      </DialogFrame>
      <DialogFrame label="Invalid" height="26rem">
        <Demo {...args} open onOpenChange={noop} team={null} />
      </DialogFrame>
      <DialogFrame label="Submitting" height="24rem">
        <Demo {...args} open onOpenChange={noop} submitting />
      </DialogFrame>
      <DialogFrame label="Error" height="28rem">
        <Demo {...args} open onOpenChange={noop} error="An error occurred" />
      </DialogFrame>
      <DialogFrame label="Long content" height="26rem">
        <Demo
          {...args}
          open
          onOpenChange={noop}
          team={{ ...lagos, name: 'Lagos Lions Leadership and Stockist Development Team (2026 edition)' }}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement, args }) => {
    const frame = (name: string) => within(within(canvasElement).getByRole('figure', { name }));
    await expect(await frame('Edit').findByRole('dialog', { name: 'Edit Team' })).toHaveAccessibleDescription(
      'Lagos Lions',
    );
    await expect(frame('Add').getByRole('dialog', { name: 'Add Team' })).toHaveAccessibleDescription(
      'A new team.',
    );
    await userEvent.click(frame('Invalid').getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(frame('Invalid').getByText('Name is required')).toBeVisible());
    await waitFor(() => expect(frame('Invalid').getByText('City is required')).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(frame('Submitting').getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(frame('Submitting').getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(frame('Error').getByText('An error occurred')).toBeVisible());
    await expect(frame('Long content').getByLabelText('Name')).toHaveValue(
      'Lagos Lions Leadership and Stockist Development Team (2026 edition)',
    );
  },
};
