import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ProfileEditForm.stories';
import { oversizedPhoto, samplePhoto } from './ProfileEditForm.stories';

const { Default, Invalid, Empty } = composeStories(stories);

describe('ProfileEditForm', () => {
  it('shows the profile with a read-only email', () => {
    render(<Default />);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Okafor');
    expect(screen.getByLabelText('Phone number')).toHaveValue('08012345678');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByLabelText('Residential address')).toHaveValue('12 Allen Avenue, Ikeja, Lagos');
  });

  it('requires names and a valid phone number', async () => {
    const onSubmit = vi.fn();
    render(<Invalid onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number'), '12-34');
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('given a photo over 500kB', () => {
    it('warns at once and makes no update', async () => {
      const onSubmit = vi.fn();
      render(<Default onSubmit={onSubmit} />);
      await userEvent.upload(screen.getByLabelText('Photo'), oversizedPhoto());
      expect(await screen.findByText('Image size should not exceed 500kB')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
      await waitFor(() => expect(screen.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true'));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given a photo within the limit', () => {
    it('previews it and sends it with the profile', async () => {
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      render(<Default onSubmit={onSubmit} />);
      expect(screen.queryByRole('img', { name: 'Photo of Ada Okafor' })).not.toBeInTheDocument();
      const photo = samplePhoto();
      await userEvent.upload(screen.getByLabelText('Photo'), photo);
      // Chromium (the project "components") makes a real object URL for the chosen file.
      expect(await screen.findByRole('img', { name: 'Photo of Ada Okafor' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          first_name: 'Ada',
          last_name: 'Okafor',
          phone: '08012345678',
          gender: 'female',
          address: '12 Allen Avenue, Ikeja, Lagos',
          image: photo,
        }),
      );
    });
  });

  it('keeps the photo when none is chosen and allows an unsaid gender', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Empty onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Gender')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ gender: '', address: '', image: null }),
      ),
    );
  });
});
