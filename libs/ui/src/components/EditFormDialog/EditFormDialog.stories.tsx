import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { requiredText } from '../../form/rules';
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

export const AllStates: Story = { args: { error: 'An error occurred', submitting: true } };
