import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileEditForm, type ProfileEditFormProps } from './ProfileEditForm';

const defaultValues: ProfileEditFormProps['defaultValues'] = {
  first_name: 'Ada',
  last_name: 'Okafor',
  phone: '08012345678',
  email: 'ada@example.com',
  gender: 'female',
  address: '12 Allen Avenue, Ikeja, Lagos',
};

const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A real 1×1 PNG (small enough) and an oversized JPEG for the 500kB check. */
export function samplePhoto(): File {
  const bytes = Uint8Array.from(atob(PIXEL_PNG), (char) => char.charCodeAt(0));
  return new File([bytes], 'ada.png', { type: 'image/png' });
}

export function oversizedPhoto(): File {
  return new File([new Uint8Array(500 * 1024 + 1)], 'holiday.jpg', { type: 'image/jpeg' });
}

const meta = {
  title: 'UI/Forms/ProfileEditForm',
  component: ProfileEditForm,
  excludeStories: ['samplePhoto', 'oversizedPhoto'],
  args: {
    defaultValues,
    onSubmit: fn(async () => undefined) as ProfileEditFormProps['onSubmit'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    const phone = canvas.getByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+2348098765432');
    await userEvent.upload(canvas.getByLabelText('Photo'), samplePhoto());
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Photo of Ada Okafor' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Update Data' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ phone: '+2348098765432', gender: 'female' }),
      ),
    );
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect((values as { image: File | null }).image?.name).toBe('ada.png');
  },
};

export const Playground: Story = {
  argTypes: {
    defaultValues: { control: 'object' },
    photoUrl: { control: 'text' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
    success: { control: 'text' },
  },
};

export const Invalid: Story = {
  args: { defaultValues: { first_name: '', last_name: '', phone: '', email: 'ada@example.com' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Data' }));
    await waitFor(() => expect(canvas.getByText('First name is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Last name is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Phone number is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PhotoTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Photo'), oversizedPhoto());
    await waitFor(() => expect(canvas.getByText('Image size should not exceed 500kB')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Update Data' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const Success: Story = { args: { success: 'Profile updated successfully' } };

export const Empty: Story = {
  args: {
    defaultValues: {
      first_name: 'Ada',
      last_name: 'Okafor',
      phone: '08012345678',
      email: 'ada@example.com',
      gender: null,
      address: null,
    },
  },
};

export const LongContent: Story = {
  args: {
    defaultValues: {
      first_name: 'Oluwaseunfunmilayo',
      last_name: 'Adebayo-Ogunlesi-Nwachukwu',
      phone: '+2348012345678',
      email: 'oluwaseunfunmilayo.adebayo-ogunlesi@a-very-long-company-domain.example.com',
      gender: 'male',
      address:
        'Plot 1234, Block 56, Admiralty Way, Off Fola Osibo Road, Lekki Phase 1, Eti-Osa Local Government Area, Lagos State, Nigeria',
    },
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <ProfileEditForm {...args} />
      <ProfileEditForm {...args} error="An error occurred" />
      <ProfileEditForm {...args} success="Profile updated successfully" />
      <ProfileEditForm {...args} submitting />
    </div>
  ),
};
