import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ForgotPasswordForm.stories';

const { Default, Open } = composeStories(stories);

describe('ForgotPasswordForm', () => {
  describe('given collapsed', () => {
    it('reveals the email form from the toggle', async () => {
      render(<Default />);
      const toggle = screen.getByRole('button', { name: 'Forgot password?' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    });
  });

  describe('given open', () => {
    it('rejects an invalid email and submits a valid one', async () => {
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      render(<Open onSubmit={onSubmit} />);
      await userEvent.type(screen.getByLabelText('Email address'), 'ada@');
      await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
      expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
      await userEvent.type(screen.getByLabelText('Email address'), 'example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' }));
    });
  });
});
