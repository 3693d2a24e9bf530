import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './HeldPayments.stories';

const { Filled } = composeStories(stories);

async function openResolve(reference: string) {
  await userEvent.click(screen.getByRole('button', { name: `Resolve payment ${reference}` }));
  return screen.findByRole('dialog', { name: `Resolve payment ${reference}` });
}

describe('HeldPayments', () => {
  it('refuses a reason shorter than 3 or longer than 500 characters, and sends nothing', async () => {
    const onResolve = vi.fn();
    render(<Filled onResolve={onResolve} />);
    const dialog = await openResolve('kp_9f2a61');
    const reason = within(dialog).getByLabelText('Reason');
    await userEvent.type(reason, 'ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    await waitFor(() =>
      expect(within(dialog).getByText('The reason must be at least 3 characters')).toBeVisible(),
    );
    await userEvent.clear(reason);
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    await waitFor(() => expect(within(dialog).getByText(/at most 500 characters/)).toBeVisible());
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('clears the last failure when a payment is opened again, and shows who paid and why it was held', async () => {
    const onResolveErrorClear = vi.fn();
    render(<Filled onResolveErrorClear={onResolveErrorClear} />);
    const dialog = await openResolve('kp_77c0d4');
    expect(dialog).toHaveTextContent('Tunde Bello (@tunde): Provider reported currency USD.');
    expect(dialog).toHaveTextContent('Price: ₦70,000.00');
    expect(dialog).toHaveTextContent('Received: USD 140.00');
    expect(onResolveErrorClear).toHaveBeenCalledTimes(1);
  });
});
