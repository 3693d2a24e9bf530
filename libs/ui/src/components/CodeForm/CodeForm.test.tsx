import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './CodeForm.stories';

const { Default, Error: ErrorStory } = composeStories(stories);

describe('CodeForm', () => {
  it.each(['12345', '12345a', 'abcdef'])('rejects %s', async (code) => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Code'), code);
    await userEvent.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a 6-digit code', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Authenticate' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '654321' }));
  });

  it('asks for a new code', async () => {
    const onResend = vi.fn();
    render(<Default onResend={onResend} />);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('shows the error', () => {
    render(<ErrorStory />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired code');
  });
});
