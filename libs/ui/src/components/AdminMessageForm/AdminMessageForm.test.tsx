import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './AdminMessageForm.stories';

const { Default, FrontPageNotification, Invalid, Loading } = composeStories(stories);

describe('AdminMessageForm', () => {
  it('sends the general message fields', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByLabelText('Subject'));
    await userEvent.type(screen.getByLabelText('Subject'), 'Holiday');
    await userEvent.click(screen.getByRole('button', { name: 'Save message' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        general_message_subject: 'Holiday',
        general_message: 'Our offices are closed on Friday for the public holiday.',
      }),
    );
  });

  describe('given the front-page notification', () => {
    it('switches the notice on at once and saves the home page fields', async () => {
      const onToggle = vi.fn().mockResolvedValue(undefined);
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      render(<FrontPageNotification onToggle={onToggle} onSubmit={onSubmit} />);
      await userEvent.click(screen.getByRole('switch', { name: 'Front Page Notification Disabled' }));
      expect(onToggle).toHaveBeenCalledWith(true);
      expect(await screen.findByRole('switch', { name: 'Front Page Notification Enabled' })).toBeChecked();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  it('requires subject and message', async () => {
    const onSubmit = vi.fn();
    render(<Invalid onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Message'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save message' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a spinner while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading general message');
  });
});
