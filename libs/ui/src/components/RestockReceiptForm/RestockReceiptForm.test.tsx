import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './RestockReceiptForm.stories';

const { Default, Error: Failed } = composeStories(stories);

describe('RestockReceiptForm', () => {
  it('sends the chosen receipt', async () => {
    const onSubmit = fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    const file = new File(['x'], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Transfer receipt'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Submit with receipt' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(file));
  });

  it('refuses a receipt above 500kB', async () => {
    const onSubmit = fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.upload(
      screen.getByLabelText('Transfer receipt'),
      new File([new Uint8Array(600 * 1024)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Image size should not exceed 500kB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit with receipt' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a receipt', async () => {
    const onSubmit = fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit with receipt' }));
    expect(await screen.findByText('Payment receipt is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's message", () => {
    render(<Failed />);
    expect(
      screen.getByText('The selected items total price is greater than the pickup amount'),
    ).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
