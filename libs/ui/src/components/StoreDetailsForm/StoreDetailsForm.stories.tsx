import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoreDetailsForm, type StoreDetailsFormProps } from './StoreDetailsForm';

const store = {
  store_name: 'Kola Herbal Yaba',
  store_address: '12 Herbert Macaulay Way, Yaba',
  store_state: 'lagos',
  store_phone: '+2348012345678',
};

const meta = {
  title: 'UI/Stockist/StoreDetailsForm',
  component: StoreDetailsForm,
  args: {
    store,
    packageName: 'Silver Stockist',
    onSubmit: fn(async () => undefined) as StoreDetailsFormProps['onSubmit'],
  },
} satisfies Meta<typeof StoreDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Store preview' });
    const name = canvas.getByLabelText('Store name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kola Herbal Surulere');
    await waitFor(() => expect(within(preview).getByText('Kola Herbal Surulere')).toBeVisible());
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'oyo');
    await userEvent.click(canvas.getByRole('button', { name: 'Update store details' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...store,
        store_name: 'Kola Herbal Surulere',
        store_state: 'oyo',
      }),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    store: { control: 'object' },
    packageName: { control: 'text' },
    loading: { control: 'boolean' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Invalid: Story = {
  args: { store: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update store details' }));
    await waitFor(() => expect(canvas.getByText('Store name is required')).toBeVisible());
    for (const message of ['Store address is required', 'State is required', 'Store phone is required']) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const Empty: Story = { args: { store: null, packageName: undefined } };

export const LongContent: Story = {
  args: {
    store: {
      ...store,
      store_name: 'Kola Herbal Health Products Distribution Centre and Wellness Store, Yaba',
      store_address:
        'Plot 1234, Block C, Shop 56, Herbert Macaulay Way, opposite the Yaba College of Technology main gate, Lagos Mainland',
    },
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <StoreDetailsForm {...args} />
      <StoreDetailsForm {...args} error="An error occurred" />
      <StoreDetailsForm {...args} submitting />
      <StoreDetailsForm {...args} loading />
    </div>
  ),
};
