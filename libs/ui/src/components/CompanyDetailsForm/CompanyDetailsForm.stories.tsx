import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompanyDetailsForm, type CompanyDetailsFormProps } from './CompanyDetailsForm';

const details = {
  company_address: '12 Allen Avenue, Ikeja, Lagos',
  company_email: 'support@kolaherbal.ng',
  company_phone: '+234 801 234 5678',
};

const meta = {
  title: 'UI/Settings/CompanyDetailsForm',
  component: CompanyDetailsForm,
  args: { details, onSubmit: fn(async () => undefined) as CompanyDetailsFormProps['onSubmit'] },
} satisfies Meta<typeof CompanyDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText('Company phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '08011112222');
    await userEvent.click(canvas.getByRole('button', { name: 'Update company details' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...details, company_phone: '08011112222' }),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    details: { control: 'object' },
    loading: { control: 'boolean' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Invalid: Story = {
  args: { details: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update company details' }));
    await waitFor(() => expect(canvas.getByText('Company address is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Company email is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Company phone is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { details: { company_address: null, company_email: null, company_phone: null } },
};

export const Loading: Story = { args: { loading: true } };

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    details: {
      ...details,
      company_address:
        'Kola Herbal Health Products Nigeria Limited, Plot 1234, Block C, Shop 56, Allen Avenue Extension, opposite the Ikeja City Mall, Ikeja, Lagos State',
    },
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CompanyDetailsForm {...args} />
      <CompanyDetailsForm {...args} error="An error occurred" submitting />
      <CompanyDetailsForm {...args} loading />
    </div>
  ),
};
