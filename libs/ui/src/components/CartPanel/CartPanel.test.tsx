import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES, cartTotals, validateCart } from './CartPanel';
import * as stories from './CartPanel.stories';

const { Default, Empty, Invalid, OverPickupAmount, QuantityBelowOne, Repurchase, Stockist, Controlled } =
  composeStories(stories);

describe('CartPanel', () => {
  describe('given a registration pickup within the pickup amount', () => {
    it('shows totals and the pickup amount and submits the selection', async () => {
      const onSubmit = vi.fn();
      render(<Default onSubmit={onSubmit} />);
      expect(screen.getByText('Total quantity').nextElementSibling).toHaveTextContent('3');
      expect(screen.getByText('Total price').nextElementSibling).toHaveTextContent('₦11,500.50');
      expect(screen.getByText('Pickup amount').nextElementSibling).toHaveTextContent('₦20,000.00');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Selection' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ pickupType: 'registration_pickup', totalPrice: 11500.5, totalQuantity: 3 }),
      );
    });

    it('removes a line and cancels the selection', async () => {
      const onRemove = vi.fn();
      const onCancel = vi.fn();
      render(<Default onRemove={onRemove} onCancel={onCancel} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove Bitter Leaf Tea' }));
      expect(onRemove).toHaveBeenCalledWith(2);
      await userEvent.click(screen.getByRole('button', { name: 'Cancel Selection' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
    });
  });

  it.each([
    ['an empty cart', Empty, CART_MESSAGES.noProducts],
    ['no pick-up type', Invalid, CART_MESSAGES.noOrderType],
    ['a quantity of 0', QuantityBelowOne, CART_MESSAGES.quantityBelowOne],
    ['a total above the pickup amount', OverPickupAmount, CART_MESSAGES.overPickupAmount],
  ])('refuses to submit %s', async (_name, Story, text) => {
    const onSubmit = vi.fn();
    render(<Story onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Selection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('given a repurchase', () => {
    it('hides Submit Selection and pays by card or wallet', async () => {
      const onPayWithCard = vi.fn();
      render(<Repurchase onPayWithCard={onPayWithCard} />);
      expect(screen.queryByRole('button', { name: 'Submit Selection' })).not.toBeInTheDocument();
      expect(screen.queryByText('Pickup amount')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
      expect(onPayWithCard).toHaveBeenCalledWith(expect.objectContaining({ totalPrice: 11500.5 }));
    });

    it('refuses to pay for an empty cart', async () => {
      const onPayWithWallet = vi.fn();
      render(<Repurchase lines={[]} onPayWithWallet={onPayWithWallet} />);
      await userEvent.click(screen.getByRole('button', { name: 'Pay with wallet' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('There are no Items in your cart');
      expect(onPayWithWallet).not.toHaveBeenCalled();
    });

    it('pays from the wallet only after the confirmation', async () => {
      const onPayWithWallet = vi.fn();
      render(<Repurchase onPayWithWallet={onPayWithWallet} />);
      await userEvent.click(screen.getByRole('button', { name: 'Pay with wallet' }));
      expect(onPayWithWallet).not.toHaveBeenCalled();
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('Your balance will be ₦38,499.50.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦11,500.50' }));
      await waitFor(() =>
        expect(onPayWithWallet).toHaveBeenCalledWith(
          expect.objectContaining({ pickupType: 'repurchase_pickup', totalPrice: 11500.5, totalQuantity: 3 }),
        ),
      );
    });

    it('disables Pay with wallet when the balance is too low, and says why', () => {
      render(<Repurchase walletBalance={100} />);
      expect(screen.getByRole('button', { name: 'Pay with wallet' })).toBeDisabled();
      expect(screen.getByText('Your wallet balance is ₦11,400.50 short of ₦11,500.50.')).toBeInTheDocument();
    });
  });

  describe('given what remains of the allowance', () => {
    it('shows what is left after this order', () => {
      render(<Default pickupAmountLabel="Pickup amount left" pickupAmount={11500.5} />);
      expect(screen.getByText('Pickup amount left').nextElementSibling).toHaveTextContent('₦11,500.50');
      expect(screen.getByText('Left after this order').nextElementSibling).toHaveTextContent('₦0.00');
    });

    it('shows by how much the cart is above it, and refuses it', async () => {
      const onSubmit = vi.fn();
      render(<Default pickupAmount={11500.49} onSubmit={onSubmit} />);
      expect(screen.getByText('Above the pickup amount by').nextElementSibling).toHaveTextContent('₦0.01');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Selection' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(CART_MESSAGES.overPickupAmount);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  it('shows the requirement of the page after the cart rules, and calls nothing', async () => {
    const onSubmit = vi.fn();
    render(<Empty onSubmit={onSubmit} requirement="Choose a stockist" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Selection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CART_MESSAGES.noProducts);
    render(<Default onSubmit={onSubmit} requirement="Choose a stockist" />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Submit Selection' })[1]!);
    expect(await screen.findByText('Choose a stockist')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uses the stockist wording for a re-stock above the allowance', async () => {
    render(<Stockist />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CART_MESSAGES.overAllowance);
  });

  it('clears the warning once the cart changes', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Selection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order type not selected');
    await userEvent.selectOptions(screen.getByLabelText('Pick-up type'), 'Registration pickup');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  describe('rules', () => {
    it('sums prices in kobo', () => {
      expect(cartTotals([{ id: 1, name: 'a', price: 0.1, qty: 3 }]).totalPrice).toBe(0.3);
    });

    it.each([
      ['member', 'submit', [], '', CART_MESSAGES.noProducts],
      ['member', 'pay', [], 'repurchase_pickup', CART_MESSAGES.emptyCart],
      ['stockist', 'submit', [], 'registration_pickup', CART_MESSAGES.emptyCart],
      [
        'stockist',
        'submit',
        [{ id: 1, name: 'a', price: 10, qty: 2 }],
        'registration_pickup',
        CART_MESSAGES.overPickupAmount,
      ],
      [
        'stockist',
        'submit',
        [{ id: 1, name: 'a', price: 10, qty: 2 }],
        'upgrade_pickup',
        CART_MESSAGES.overAllowance,
      ],
      ['member', 'submit', [{ id: 1, name: 'a', price: 10, qty: 1 }], 'registration_pickup', null],
      ['member', 'pay', [{ id: 1, name: 'a', price: 10, qty: 5 }], 'repurchase_pickup', null],
    ] as const)('%s %s %j as %s gives %s', (mode, action, lines, pickupType, expected) => {
      expect(validateCart({ mode, action, lines: [...lines], pickupType, pickupAmount: 15 })).toBe(expected);
    });
  });
});
