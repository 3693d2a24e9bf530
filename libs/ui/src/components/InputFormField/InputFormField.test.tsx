import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './InputFormField.stories';

const { Default, WithDescription, Invalid } = composeStories(stories);

describe('InputFormField', () => {
  it('wires the input to the form', async () => {
    const onValid = vi.fn();
    render(<Default onValid={onValid} />);
    const input = screen.getByLabelText('Amount (₦)');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(input);
    await userEvent.type(input, '20.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ amount: '20.50' });
  });

  it('describes the input with its description', async () => {
    render(<WithDescription />);
    await waitFor(() =>
      expect(screen.getByLabelText('Amount (₦)')).toHaveAccessibleDescription('0 means no cap.'),
    );
  });

  it('shows the field message and marks the input invalid', async () => {
    const onValid = vi.fn();
    render(<Invalid onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('please enter a valid number')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₦)')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    render(<WithDescription />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
