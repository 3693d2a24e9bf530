import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ChangePasswordSteps.stories';

const { Default, StepTwo, Controlled } = composeStories(stories);

describe('ChangePasswordSteps', () => {
  describe('given step 1', () => {
    it('shows the read-only email and requires the old password', async () => {
      const onSendCode = vi.fn().mockResolvedValue(undefined);
      render(<Default onSendCode={onSendCode} />);
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
      expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
      await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation code' }));
      expect(await screen.findByText('Old password is required')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Old password'), 'old-secret');
      await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation code' }));
      await waitFor(() => expect(onSendCode).toHaveBeenCalledWith({ old_password: 'old-secret' }));
    });
  });

  describe('given step 2', () => {
    it('requires a 6-digit code and a new password', async () => {
      const onChange = vi.fn().mockResolvedValue(undefined);
      render(<StepTwo onChange={onChange} />);
      await userEvent.type(screen.getByLabelText('Confirmation code'), '12');
      await userEvent.type(screen.getByLabelText('New password'), 'short');
      await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
      expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  it('walks through both steps', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Old password'), 'old-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation code' }));
    await userEvent.type(await screen.findByLabelText('Confirmation code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password has been changed successfully')).toBeInTheDocument();
  });
});
