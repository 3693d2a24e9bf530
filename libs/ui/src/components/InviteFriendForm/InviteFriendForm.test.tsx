import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './InviteFriendForm.stories';

const { Default, Success } = composeStories(stories);

describe('InviteFriendForm', () => {
  it('requires an email in email format', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByLabelText("Friend's name")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Friend's email")).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText("Friend's email"), 'friend@');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('given a valid invitation', () => {
    it('sends it and clears the form', async () => {
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      render(<Default onSubmit={onSubmit} />);
      await userEvent.type(screen.getByLabelText("Friend's email"), ' chidi@example.com ');
      await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'chidi@example.com' }));
      await waitFor(() => expect(screen.getByLabelText("Friend's email")).toHaveValue(''));
    });

    it('keeps the values when sending fails', async () => {
      const onSubmit = vi.fn().mockRejectedValue(new Error('nope'));
      render(<Default onSubmit={onSubmit} />);
      await userEvent.type(screen.getByLabelText("Friend's email"), 'chidi@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(screen.getByLabelText("Friend's email")).toHaveValue('chidi@example.com');
    });
  });

  it('shows the success message', () => {
    render(<Success />);
    expect(screen.getByRole('status')).toHaveTextContent('Friend invited successfully');
  });
});
