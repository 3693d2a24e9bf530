import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './AdminLoginForm.stories';

const { Default } = composeStories(stories);

describe('AdminLoginForm', () => {
  it('validates the email before submitting', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'admin@kola.example');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@kola.example', password: 'secret-123' }),
    );
  });

  it('submits the collapsible reset form', async () => {
    const onForgotPassword = vi.fn().mockResolvedValue(undefined);
    render(<Default onForgotPassword={onForgotPassword} />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText('Email address'), 'admin@kola.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(onForgotPassword).toHaveBeenCalledWith({ email: 'admin@kola.example' }));
  });
});
