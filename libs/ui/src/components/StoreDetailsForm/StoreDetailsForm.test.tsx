import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StoreDetailsForm.stories';

const { Default, Invalid, Loading } = composeStories(stories);

describe('StoreDetailsForm', () => {
  it('starts from the saved store and previews it with the package', () => {
    render(<Default />);
    expect(screen.getByLabelText('Store name')).toHaveValue('Kola Herbal Yaba');
    expect(screen.getByLabelText('State')).toHaveValue('lagos');
    const preview = screen.getByRole('region', { name: 'Store preview' });
    expect(within(preview).getByText('Lagos')).toBeInTheDocument();
    expect(within(preview).getByText('Silver Stockist')).toBeInTheDocument();
  });

  it('updates the preview while typing and sends the store fields', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    const phone = screen.getByLabelText('Store phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '08099998888');
    expect(
      within(screen.getByRole('region', { name: 'Store preview' })).getByText('08099998888'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update store details' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        store_name: 'Kola Herbal Yaba',
        store_address: '12 Herbert Macaulay Way, Yaba',
        store_state: 'lagos',
        store_phone: '08099998888',
      }),
    );
  });

  it('requires every store field', async () => {
    const onSubmit = vi.fn();
    render(<Invalid onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update store details' }));
    expect(await screen.findByText('Store phone is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a spinner while the store loads', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading store details');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
