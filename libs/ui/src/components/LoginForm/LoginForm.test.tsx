import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './LoginForm.stories';

const { Default, Error: ErrorStory, Submitting } = composeStories(stories);

describe('LoginForm', () => {
  it('submits username and password', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Username'), 'ada_okafor');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: 'ada_okafor', password: 'secret-123' }),
    );
  });

  it('show/hide toggles the password input type', async () => {
    render(<Default />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('shows required messages when submitted empty', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('given the forgot-password form is opened', () => {
    it('requires the email and then submits it', async () => {
      const onForgotPassword = vi.fn().mockResolvedValue(undefined);
      render(<Default onForgotPassword={onForgotPassword} />);
      const toggle = screen.getByRole('button', { name: 'Forgot password?' });
      expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
      expect(await screen.findByText('Email is required')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
      await waitFor(() => expect(onForgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com' }));
    });
  });

  it('links to registration', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '#/register');
  });

  it('renders a custom link component with `to`', () => {
    function FakeRouterLink({ to, children }: { to: string; children: React.ReactNode }) {
      return <a href={`/app${to}`}>{children}</a>;
    }
    render(<Default registerHref="/register" linkComponent={FakeRouterLink} />);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/app/register');
  });

  it('shows the error and the submitting state', () => {
    render(<ErrorStory />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid login details');
    render(<Submitting />);
    expect(screen.getAllByRole('button', { name: 'Login' }).at(-1)).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
