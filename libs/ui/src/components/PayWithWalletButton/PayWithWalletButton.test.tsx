import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './PayWithWalletButton.stories';

const { Default, InsufficientBalance } = composeStories(stories);

describe('PayWithWalletButton', () => {
  it('shows the wallet balance', () => {
    render(<Default />);
    expect(screen.getByText(/Wallet balance/)).toHaveTextContent('Wallet balance: ₦250,000.50');
  });

  describe('given enough balance', () => {
    it('pays only after confirmation', async () => {
      const onPay = vi.fn().mockResolvedValue(undefined);
      render(<Default onPay={onPay} />);
      await userEvent.click(screen.getByRole('button', { name: 'Pay with Wallet' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('Your balance will be ₦142,345.50.');
      expect(onPay).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦107,655.00' }));
      await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it('stays closed when the caller refuses to open it', async () => {
      const onPay = vi.fn();
      const onOpenRequest = vi.fn(() => false);
      render(<Default onPay={onPay} onOpenRequest={onOpenRequest} />);
      await userEvent.click(screen.getByRole('button', { name: 'Pay with Wallet' }));
      expect(onOpenRequest).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onPay).not.toHaveBeenCalled();
    });

    it('allows paying the exact balance', () => {
      render(<Default walletBalance={107655} />);
      expect(screen.getByRole('button', { name: 'Pay with Wallet' })).toBeEnabled();
    });
  });

  describe('given a balance below the price', () => {
    it('is disabled and says why', () => {
      render(<InsufficientBalance />);
      const button = screen.getByRole('button', { name: 'Pay with Wallet' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Your wallet balance is ₦102,655.00 short of ₦107,655.00.');
    });

    it('counts in kobo: one kobo short is short', () => {
      render(<Default price={0.3} walletBalance={0.29} />);
      expect(screen.getByRole('button', { name: 'Pay with Wallet' })).toBeDisabled();
      expect(screen.getByText(/short of/)).toHaveTextContent('₦0.01 short of ₦0.30');
    });
  });
});
