import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { stockistUpgradePrice } from './StockistUpgradeForm';
import * as stories from './StockistUpgradeForm.stories';

const { Default, Invalid, ServerQuote, Disabled, Empty, Loading, Error, SubmitError, AllStates } =
  composeStories(stories);

const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const choose = (id: string) => userEvent.selectOptions(screen.getByLabelText('New stockist package'), id);

describe('StockistUpgradeForm', () => {
  it('offers only packages with a higher id than the current one', () => {
    render(<Default />);
    const options = within(screen.getByLabelText('New stockist package'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a package',
      'Gold Stockist — ₦1,000,000.00',
      'Diamond Stockist — ₦2,500,000.50',
    ]);
    expect(screen.getByText('Silver Stockist')).toBeInTheDocument(); // the current package
  });

  describe('after choosing a package', () => {
    it('shows the price card with the difference, rebate and pickup amount', async () => {
      render(<Default />);
      await choose('4');
      const card = await screen.findByRole('region', { name: 'Upgrade to Diamond Stockist' });
      expect(card).toHaveTextContent('Current packageSilver Stockist (₦500,000.00)');
      expect(card).toHaveTextContent('New packageDiamond Stockist (₦2,500,000.50)');
      expect(card).toHaveTextContent('Rebate12.5 %');
      expect(card).toHaveTextContent('Pickup amount₦2,000,000.00');
      expect(card).toHaveTextContent('Amount to pay₦2,000,000.50');
    });

    it('tells the page which package was chosen, and when the choice is cleared', async () => {
      const onPackageChange = vi.fn();
      render(<Default onPackageChange={onPackageChange} />);
      await choose('3');
      expect(onPackageChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
      await choose('');
      expect(onPackageChange).toHaveBeenLastCalledWith(null);
      expect(screen.queryByRole('region', { name: /Upgrade to/ })).not.toBeInTheDocument();
    });

    it("prefers the server's quote for that package", async () => {
      render(<ServerQuote />);
      await choose('4');
      const card = await screen.findByRole('region', { name: 'Upgrade to Diamond Stockist' });
      expect(card).toHaveTextContent('Amount to pay₦1,990,000.00');
      expect(card).toHaveTextContent('Rebate12 %');
    });

    it('sends stockist_package_id and the receipt', async () => {
      const onSubmit = vi.fn();
      render(<Default onSubmit={onSubmit} />);
      await choose('3');
      const file = new File([pngBytes], 'receipt.png', { type: 'image/png' });
      await userEvent.upload(screen.getByLabelText('Payment receipt'), file);
      await userEvent.click(screen.getByRole('button', { name: 'Submit upgrade' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({ stockist_package_id: 3, payment_receipt: file }),
      );
    });
  });

  describe('given an invalid form', () => {
    it('asks for a package and a receipt', async () => {
      const onSubmit = vi.fn();
      render(<Invalid onSubmit={onSubmit} />);
      await userEvent.click(screen.getByRole('button', { name: 'Submit upgrade' }));
      expect(await screen.findByText('Select a package for upgrade')).toBeInTheDocument();
      expect(screen.getByText('Payment receipt is required')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('refuses a receipt over 500kB at once', async () => {
      const onSubmit = vi.fn();
      render(<Default onSubmit={onSubmit} />);
      await choose('3');
      const big = new File([new Uint8Array(600 * 1024)], 'statement.pdf', { type: 'application/pdf' });
      await userEvent.upload(screen.getByLabelText('Payment receipt'), big);
      expect(await screen.findByText('Image size should not exceed 500kB')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Submit upgrade' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('has no axe violations with the messages shown', async () => {
      const { container } = render(<Invalid />);
      await userEvent.click(screen.getByRole('button', { name: 'Submit upgrade' }));
      await screen.findByText('Select a package for upgrade');
      expect((await axe.run(container)).violations).toEqual([]);
    });
  });

  it('is disabled while an upgrade awaits approval', () => {
    render(<Disabled />);
    expect(screen.getByRole('status')).toHaveTextContent('Your upgrade to Gold Stockist is being processed');
    expect(screen.getByLabelText('New stockist package')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit upgrade' })).toBeDisabled();
  });

  it('says so on the highest package', () => {
    render(<Empty />);
    expect(screen.getByText('You are on the highest stockist package.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New stockist package')).not.toBeInTheDocument();
  });

  it('announces loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages');
  });

  describe('given an error', () => {
    it('shows it with a retry when the packages failed to load', async () => {
      const onRetry = vi.fn();
      render(<Error onRetry={onRetry} />);
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
      expect(screen.queryByText('You are on the highest stockist package.')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('keeps the form usable after a failed submit', () => {
      render(<SubmitError />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You already have a stockist upgrade in processing',
      );
      expect(screen.getByLabelText('New stockist package')).toBeEnabled();
    });
  });

  it.each([
    [500000, 1000000, 500000],
    [500000, 2500000.5, 2000000.5],
    [0.1, 0.3, 0.2], // whole kobo, no float noise
    [1000000, 500000, 0], // never negative
  ])('prices an upgrade from ₦%d to ₦%d at ₦%d', (from, to, expected) => {
    const pkg = (id: number, registration_value: number) => ({ id, name: `P${id}`, registration_value });
    expect(stockistUpgradePrice(pkg(1, from), pkg(2, to))).toBe(expected);
  });

  it('renders every state of the catalogue', () => {
    render(<AllStates />);
    for (const name of ['choose', 'pending', 'submitting', 'highest', 'loading', 'error']) {
      expect(screen.getByRole('region', { name: `Upgrade (${name})` })).toBeInTheDocument();
    }
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    await choose('3');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
