import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ResetPasswordForm.stories';

const { Default } = composeStories(stories);

describe('ResetPasswordForm', () => {
  it('requires matching passwords and submits code + password', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '123456', password: 'new-secret-1' }));
  });

  it('resends the code and links to login', async () => {
    const onResend = vi.fn();
    render(<Default onResend={onResend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '#/login');
  });
});
