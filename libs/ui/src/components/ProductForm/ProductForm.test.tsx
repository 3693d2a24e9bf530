import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ProductForm.stories';

const { Default, Disabled, Edit } = composeStories(stories);

describe('ProductForm', () => {
  describe('given the Add Product form', () => {
    it('requires a name and a price above 0', async () => {
      const onSubmit = vi.fn();
      render(<Default onSubmit={onSubmit} />);
      await userEvent.type(screen.getByLabelText('Price (₦)'), '0');
      await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
      expect(await screen.findByText('Product name is required')).toBeInTheDocument();
      expect(screen.getByText('Price must be more than 0')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('sends an image and empties the form after saving', async () => {
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      render(<Default onSubmit={onSubmit} />);
      await userEvent.type(screen.getByLabelText('Product name'), 'Ginger Shot');
      await userEvent.type(screen.getByLabelText('Price (₦)'), '1200.50');
      const image = new File(['x'], 'ginger.png', { type: 'image/png' });
      await userEvent.upload(screen.getByLabelText('Image (optional)'), image);
      await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          { name: 'Ginger Shot', worth: 1200.5, points: 0, description: '', image },
          null,
        ),
      );
      await waitFor(() => expect(screen.getByLabelText('Product name')).toHaveValue(''));
    });

    it('keeps the values when saving fails', async () => {
      const onSubmit = vi.fn().mockRejectedValue(new Error('no'));
      render(<Default onSubmit={onSubmit} />);
      await userEvent.type(screen.getByLabelText('Product name'), 'Ginger Shot');
      await userEvent.type(screen.getByLabelText('Price (₦)'), '1200');
      await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(screen.getByLabelText('Product name')).toHaveValue('Ginger Shot');
    });

    it('refuses an image above 500kB', async () => {
      render(<Default />);
      await userEvent.upload(
        screen.getByLabelText('Image (optional)'),
        new File([new Uint8Array(512001)], 'big.jpg', { type: 'image/jpeg' }),
      );
      expect(await screen.findByText('Image size should not exceed 500kB')).toBeInTheDocument();
    });
  });

  describe('given an existing product', () => {
    it('toggles Enabled and Disabled at once', async () => {
      render(<Edit />);
      expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
      await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
      expect(await screen.findByRole('switch', { name: 'Disabled' })).not.toBeChecked();
    });

    it('reports the new state to onToggleActive', async () => {
      const onToggleActive = vi.fn().mockResolvedValue(undefined);
      render(<Disabled onToggleActive={onToggleActive} />);
      await userEvent.click(screen.getByRole('switch', { name: 'Disabled' }));
      expect(onToggleActive).toHaveBeenCalledWith(true, expect.objectContaining({ id: 7 }));
    });
  });
});
