import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './PackageUpgradeCard.stories';

const { Default, Empty, Loading } = composeStories(stories);

async function confirm(packageId: string) {
  await userEvent.selectOptions(screen.getByLabelText('Upgrade package'), packageId);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Selection' }));
}

describe('PackageUpgradeCard', () => {
  it('offers only packages with a higher id than the current one', () => {
    render(<Default />);
    const options = within(screen.getByLabelText('Upgrade package'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a package', 'Silver — ₦60,000.00', 'Gold — ₦120,000.00']);
    expect(screen.getByText('Bronze')).toBeInTheDocument(); // the current package
  });

  it('asks for a package before confirming', async () => {
    const onConfirmSelection = vi.fn();
    render(<Default onConfirmSelection={onConfirmSelection} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    expect(await screen.findByText('Select a package for upgrade')).toBeInTheDocument();
    expect(onConfirmSelection).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /Upgrade to/ })).not.toBeInTheDocument();
  });

  describe('after confirming a package', () => {
    it('shows the price card with the difference and the pickup growth', async () => {
      render(<Default />);
      await confirm('3');
      const card = await screen.findByRole('region', { name: 'Upgrade to Silver' });
      expect(card).toHaveTextContent('Current packageBronze (₦30,000.00)');
      expect(card).toHaveTextContent('New packageSilver (₦60,000.00)');
      expect(card).toHaveTextContent('Upgrade pickup allowance+₦25,000.00');
      expect(card).toHaveTextContent('Amount to pay₦30,000.00');
      expect(within(card).getByText(/Wallet balance/)).toHaveTextContent('₦100,000.00');
    });

    it('prefers the server quote for that package', async () => {
      render(<Default quote={{ packageId: 3, amount: 29500.5 }} />);
      await confirm('3');
      expect(await screen.findByRole('region', { name: 'Upgrade to Silver' })).toHaveTextContent(
        'Amount to pay₦29,500.50',
      );
    });

    it('pays by card with the package and the amount', async () => {
      const onPayNow = vi.fn();
      render(<Default onPayNow={onPayNow} />);
      await confirm('4');
      await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
      expect(onPayNow).toHaveBeenCalledWith(expect.objectContaining({ id: 4, name: 'Gold' }), 90000);
    });

    it('pays with the wallet after confirmation, disabled when the balance is short', async () => {
      const onPayWithWallet = vi.fn().mockResolvedValue(undefined);
      render(<Default walletBalance={50000} onPayWithWallet={onPayWithWallet} />);
      await confirm('4');
      expect(await screen.findByRole('button', { name: 'Pay with Wallet' })).toBeDisabled();
      await confirm('3');
      await userEvent.click(await screen.findByRole('button', { name: 'Pay with Wallet' }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦30,000.00' }));
      await waitFor(() =>
        expect(onPayWithWallet).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), 30000),
      );
    });

    it('hides the price card when the selection changes', async () => {
      render(<Default />);
      await confirm('3');
      await screen.findByRole('region', { name: 'Upgrade to Silver' });
      await userEvent.selectOptions(screen.getByLabelText('Upgrade package'), '4');
      expect(screen.queryByRole('region', { name: /Upgrade to/ })).not.toBeInTheDocument();
    });
  });

  it('says so on the highest package', () => {
    render(<Empty />);
    expect(screen.getByText('You are on the highest package.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Upgrade package')).not.toBeInTheDocument();
  });

  it('announces loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    await confirm('3');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
