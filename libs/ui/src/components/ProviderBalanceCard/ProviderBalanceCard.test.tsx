import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { providerName } from './ProviderBalanceCard';
import * as stories from './ProviderBalanceCard.stories';

const { Default, Loading, Reloading, Empty, Error, Controlled, AllStates } = composeStories(stories);

describe('ProviderBalanceCard', () => {
  it('shows the available balance of the provider wallet', () => {
    render(<Default />);
    const card = screen.getByRole('region', { name: 'Payment provider balance' });
    expect(card).toHaveTextContent('Available balance₦2,450,000.75');
    expect(card).toHaveTextContent('In the Paystack wallet (NGN)');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads on Reload Data', async () => {
    const onReload = vi.fn();
    render(<Default onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload Data' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows the new figure after a reload', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload Data' }));
    expect(await screen.findByText('₦2,500,000.75')).toBeInTheDocument();
  });

  it('is busy without a figure on the first load, and cannot reload yet', () => {
    render(<Loading />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText(/₦/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Data' })).toBeDisabled();
  });

  it('keeps the last figure while reloading', () => {
    render(<Reloading />);
    expect(screen.getByText('₦2,450,000.75')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Data' })).toHaveAttribute('aria-busy', 'true');
  });

  it('warns when the provider wallet is empty', () => {
    render(<Empty />);
    expect(screen.getByText('₦0.00')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The provider wallet is empty: payouts cannot be sent until it is funded.',
    );
  });

  describe('given the balance failed to load', () => {
    it('says so with the reason, and Reload Data retries', async () => {
      const onReload = vi.fn();
      render(<Error onReload={onReload} />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('We could not load the provider balance');
      expect(alert).toHaveTextContent('The payment provider did not answer');
      await userEvent.click(screen.getByRole('button', { name: 'Reload Data' }));
      expect(onReload).toHaveBeenCalledTimes(1);
    });

    it('shows the skeleton while retrying', () => {
      render(<Error reloading />);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText('Loading')).toBeInTheDocument();
    });
  });

  it.each([
    ['paystack', 'Paystack'],
    ['sandbox', 'Sandbox (test mode)'],
    ['flutterwave', 'flutterwave'],
  ])('names provider %s as %s', (provider, name) => {
    expect(providerName(provider)).toBe(name);
  });

  it('catalogues every state', () => {
    render(<AllStates />);
    for (const state of ['default', 'loading', 'reloading', 'empty', 'error']) {
      expect(screen.getByRole('region', { name: `Balance (${state})` })).toBeInTheDocument();
    }
  });
});
