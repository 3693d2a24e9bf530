import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { Form } from '../../form/Form';
import { Catalog, CatalogItem } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { numberText } from '../SettingCard/SettingCardRules';
import { InputFormField } from './InputFormField';

const schema = z.object({ amount: numberText({ min: 0, decimals: 2 }) });
type Fields = z.infer<typeof schema>;

interface DemoProps {
  label: string;
  description?: string;
  inputMode?: 'decimal' | 'text';
  defaultValue?: string;
  onValid?: (fields: Fields) => void;
}

function Demo({
  label,
  description,
  inputMode,
  defaultValue = '',
  onValid = () => undefined,
  formLabel = 'Demo',
}: DemoProps & { formLabel?: string }) {
  const form = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { amount: defaultValue } });
  return (
    <Form {...form}>
      <form noValidate aria-label={formLabel} onSubmit={form.handleSubmit(onValid)}>
        <InputFormField
          control={form.control}
          name="amount"
          label={label}
          description={description}
          inputMode={inputMode}
        />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

const meta = {
  title: 'UI/Admin/InputFormField',
  component: Demo,
  args: {
    label: 'Amount (₦)',
    inputMode: 'decimal',
    defaultValue: '1500',
    onValid: fn() as DemoProps['onValid'],
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Amount (₦)');
    await expect(input).toHaveValue('1500');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onValid).toHaveBeenCalled());
  },
};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    inputMode: { control: 'select', options: ['decimal', 'text'] },
    defaultValue: { control: 'text' },
  },
};

export const WithDescription: Story = {
  args: { description: '0 means no cap.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Amount (₦)')).toHaveAccessibleDescription('0 means no cap.'),
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: '-5' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('please enter a valid number')).toBeVisible());
    await expect(canvas.getByLabelText('Amount (₦)')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Matching bonus cap for every leg of the network in naira (₦)',
    description: 'The most a member may earn from matching in one cycle; 0 means there is no cap at all.',
  },
};

/** Filled, with a description, Invalid (submitted with -5), empty, and a long label side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="18rem">
      <CatalogItem label="Filled">
        <Demo {...args} formLabel="Filled" />
      </CatalogItem>
      <CatalogItem label="With description">
        <Demo {...args} formLabel="With description" description="0 means no cap." />
      </CatalogItem>
      <CatalogItem label="Invalid">
        <Demo {...args} formLabel="Invalid" defaultValue="-5" />
      </CatalogItem>
      <CatalogItem label="Empty">
        <Demo {...args} formLabel="Empty" defaultValue="" />
      </CatalogItem>
      <CatalogItem label="Long content">
        <Demo
          {...args}
          formLabel="Long content"
          label="Matching bonus cap for every leg of the network in naira (₦)"
          description="The most a member may earn from matching in one cycle; 0 means there is no cap at all."
        />
      </CatalogItem>
    </Catalog>
  ),
  play: async ({ canvasElement, args }) => {
    const form = (name: string) => within(within(canvasElement).getByRole('form', { name }));
    await expect(form('Filled').getByLabelText('Amount (₦)')).toHaveValue('1500');
    await waitFor(() =>
      expect(form('With description').getByLabelText('Amount (₦)')).toHaveAccessibleDescription(
        '0 means no cap.',
      ),
    );
    await userEvent.click(form('Invalid').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form('Invalid').getByText('please enter a valid number')).toBeVisible());
    await expect(form('Invalid').getByLabelText('Amount (₦)')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValid).not.toHaveBeenCalled();
    await expect(form('Empty').getByLabelText('Amount (₦)')).toHaveValue('');
    await expect(
      form('Long content').getByLabelText('Matching bonus cap for every leg of the network in naira (₦)'),
    ).toBeInTheDocument();
  },
};
