import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogBody } from '../Dialog/Dialog';
import * as stories from './PaymentModal.stories';

const { Default, Verifying } = composeStories(stories);

const checkoutUrl = 'https://checkout.example.com/pay/KOLA-REF-123';

function post(source: Window | null, data: unknown, origin = 'https://checkout.example.com') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  });
}

/**
 * Waits for the modal's code (it loads when the dialog first opens) without timers: findBy* waits
 * on timers, which the tests with fake timers stop.
 */
async function showModal() {
  await act(async () => {
    await dialogBody.load();
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentModal', () => {
  it('shows the checkout page and the 2-minute notice', async () => {
    render(<Default authorizationUrl={checkoutUrl} />);
    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    expect(dialog).toHaveTextContent('This payment window lasts 2 minutes');
    expect(screen.getByTitle('Payment checkout')).toHaveAttribute('src', checkoutUrl);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('2:00');
  });

  describe('given the checkout is shown', () => {
    it('counts down and reports when the window ends', async () => {
      vi.useFakeTimers();
      const onExpire = vi.fn();
      render(<Default authorizationUrl={checkoutUrl} onExpire={onExpire} />);
      await showModal();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('timer')).toHaveTextContent('1:59');
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('timer')).toHaveTextContent('0:59');
      expect(onExpire).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(59_000));
      expect(screen.getByRole('timer')).toHaveTextContent('0:00');
      expect(onExpire).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(5_000));
      expect(onExpire).toHaveBeenCalledTimes(1);
    });

    it('passes on the kola-payment message of its own checkout frame', async () => {
      const onProviderMessage = vi.fn();
      render(<Default authorizationUrl={checkoutUrl} onProviderMessage={onProviderMessage} />);
      const frame = (await screen.findByTitle('Payment checkout')) as HTMLIFrameElement;
      const message = { type: 'kola-payment', reference: 'KOLA-REF-123', status: 'success' };

      post(window, message); // not the checkout frame
      post(frame.contentWindow, message, 'https://evil.example.com'); // wrong origin
      post(frame.contentWindow, { ...message, reference: 'OTHER' }); // another payment
      post(frame.contentWindow, { type: 'something-else' });
      expect(onProviderMessage).not.toHaveBeenCalled();

      post(frame.contentWindow, message);
      expect(onProviderMessage).toHaveBeenCalledWith(message);
    });
  });

  describe('given a verification result', () => {
    it('shows success, reports it once and closes', async () => {
      vi.useFakeTimers();
      const onResult = vi.fn();
      const onOpenChange = vi.fn();
      const { rerender } = render(
        <Default
          authorizationUrl={checkoutUrl}
          onResult={onResult}
          onOpenChange={onOpenChange}
          closeDelayMs={1000}
        />,
      );
      rerender(
        <Default
          authorizationUrl={checkoutUrl}
          status="success"
          onResult={onResult}
          onOpenChange={onOpenChange}
          closeDelayMs={1000}
        />,
      );
      await showModal();
      expect(screen.getByText('Payment Verified successfully')).toBeInTheDocument();
      expect(screen.queryByTitle('Payment checkout')).not.toBeInTheDocument();
      expect(onResult).toHaveBeenCalledWith('success');
      expect(onOpenChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1000));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(onResult).toHaveBeenCalledTimes(1);
    });

    it('shows that the payment could not be verified', async () => {
      const onResult = vi.fn();
      render(<Default status="failed" onResult={onResult} />);
      expect(await screen.findByText('Unable to verify payment')).toBeInTheDocument();
      expect(onResult).toHaveBeenCalledWith('failed');
    });
  });

  describe('given a verification in flight', () => {
    it('cannot be closed', async () => {
      const onOpenChange = vi.fn();
      render(<Verifying onOpenChange={onOpenChange} />);
      expect(await screen.findByRole('status')).toHaveTextContent('Verifying payment');
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      await userEvent.keyboard('{Escape}');
      expect(onOpenChange).not.toHaveBeenCalled();
    });
  });

  it('closes with the × button while waiting', async () => {
    const onOpenChange = vi.fn();
    render(<Default authorizationUrl={checkoutUrl} onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no axe violations', async () => {
    render(<Default authorizationUrl="about:blank" />);
    expect((await axe.run(document.body, { iframes: false })).violations).toEqual([]);
  });
});
