import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { Button } from '../components/Button/Button';
import { SelectInput } from '../components/Select/Select';
import { Input } from '../components/TextField/TextField';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './Form';
import { StyledFormStack } from './Form.styles';

const schema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'The invite email is required'), z.email('Enter a valid email address')),
  bank: z.string().check(z.minLength(1, 'Bank is required')),
});
type Values = z.infer<typeof schema>;

interface ExampleFormProps {
  onSubmit: (values: Values) => void;
}

/** The wiring every @kola/ui form uses: react-hook-form + zodResolver + the form/ parts. */
function ExampleForm({ onSubmit }: ExampleFormProps) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', bank: '' } });
  return (
    <Form {...form}>
      <StyledFormStack noValidate aria-label="Invite a friend" onSubmit={form.handleSubmit(onSubmit)}>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Friend&apos;s email</FormLabel>
              <FormControl>
                <Input type="email" {...field} />
              </FormControl>
              <FormDescription>We send them your referral link.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="bank"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Bank</FormLabel>
              <FormControl>
                <SelectInput
                  placeholder="Choose a bank"
                  options={[
                    { value: '044', label: 'Access Bank' },
                    { value: '058', label: 'Guaranty Trust Bank' },
                  ]}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Invite</Button>
      </StyledFormStack>
    </Form>
  );
}

const meta = {
  title: 'UI/Forms/Form',
  component: ExampleForm,
  args: { onSubmit: fn() as ExampleFormProps['onSubmit'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText("Friend's email");
    await expect(email).toHaveAccessibleDescription('We send them your referral link.');
    await userEvent.type(email, 'friend@example.com');
    await userEvent.selectOptions(canvas.getByLabelText('Bank'), '058');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

export const Playground: Story = { argTypes: { onSubmit: { control: false } } };

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(canvas.getByText('The invite email is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Bank is required')).toBeVisible());
    const email = canvas.getByLabelText("Friend's email");
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/The invite email is required/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {};
