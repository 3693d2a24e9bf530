import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StockistRegistrationForm.stories';

const { Default, Invalid, Empty, Submitting } = composeStories(stories);

async function fillStore() {
  await userEvent.type(screen.getByLabelText('Store name'), 'Kola Herbal Bodija');
  await userEvent.type(screen.getByLabelText('Store phone'), '+2348012345678');
  await userEvent.type(screen.getByLabelText('Store address'), '4 Bodija Road');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'oyo');
  await userEvent.selectOptions(screen.getByLabelText('Stockist package'), '3');
}

describe('StockistRegistrationForm', () => {
  it('offers Lagos and Oyo and the packages with their price', () => {
    render(<Default />);
    const state = screen.getByLabelText('State');
    expect(within(state).getByRole('option', { name: 'Lagos' })).toHaveValue('lagos');
    expect(within(state).getByRole('option', { name: 'Oyo' })).toHaveValue('oyo');
    expect(screen.getByRole('option', { name: 'Gold Stockist — ₦1,000,000.00' })).toBeInTheDocument();
  });

  it('shows the disclaimer and the company accounts to pay into', () => {
    render(<Default />);
    expect(screen.getByText(/70% of the initial capital may be refunded/)).toBeInTheDocument();
    expect(screen.getByText('2233445566')).toBeInTheDocument();
  });

  describe('given a complete form without the disclaimer accepted', () => {
    it('sends nothing until the disclaimer is accepted', async () => {
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      render(<Default onSubmit={onSubmit} />);
      await fillStore();
      const file = new File(['x'], 'r.jpg', { type: 'image/jpeg' });
      await userEvent.upload(screen.getByLabelText(/^Payment receipt/), file);
      await userEvent.click(screen.getByRole('button', { name: 'Register as stockist' }));
      expect(await screen.findByText('You must accept the disclaimer')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('switch', { name: 'I have read and accept the disclaimer' }));
      await userEvent.click(screen.getByRole('button', { name: 'Register as stockist' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          store_name: 'Kola Herbal Bodija',
          store_address: '4 Bodija Road',
          store_state: 'oyo',
          store_phone: '+2348012345678',
          stockist_package_id: 3,
          payment_receipt: file,
        }),
      );
    });
  });

  it('previews what is typed', async () => {
    render(<Default />);
    const preview = screen.getByRole('region', { name: 'Store preview' });
    expect(within(preview).getAllByText('Not entered yet').length).toBeGreaterThan(3);
    await fillStore();
    expect(within(preview).getByText('Kola Herbal Bodija')).toBeInTheDocument();
    expect(within(preview).getByText('Oyo')).toBeInTheDocument();
    expect(within(preview).getByText('Gold Stockist — ₦1,000,000.00')).toBeInTheDocument();
  });

  it('refuses a receipt above 500kB and a wrong file type', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/^Payment receipt/);
    await userEvent.upload(
      input,
      new File([new Uint8Array(600 * 1024)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Image size should not exceed 500kB')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image or a PDF')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a bad phone and referrer', async () => {
    render(<Default />);
    await userEvent.type(screen.getByLabelText('Store phone'), '12ab');
    await userEvent.type(screen.getByLabelText('Referrer username or email (optional)'), 'not valid!');
    await userEvent.click(screen.getByRole('button', { name: 'Register as stockist' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid username or email')).toBeInTheDocument();
  });

  it('lists every required message when submitted empty', async () => {
    render(<Invalid />);
    await userEvent.click(screen.getByRole('button', { name: 'Register as stockist' }));
    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(screen.getByText('Payment receipt is required')).toBeInTheDocument();
  });

  it('shows the empty bank list and a busy submit button', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('There are no company bank accounts')).toBeInTheDocument();
    unmount();
    render(<Submitting />);
    expect(screen.getByRole('button', { name: 'Register as stockist' })).toBeDisabled();
  });
});
