import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './GeneralMessageBox.stories';

const { Default, WithoutSubject, Empty, Loading, Error } = composeStories(stories);

describe('GeneralMessageBox', () => {
  it('shows the subject as the heading of the message', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'March leadership training' });
    expect(region).toHaveTextContent('quarterly leadership training');
    expect(screen.getByRole('heading', { name: 'March leadership training' })).toBeInTheDocument();
  });

  it('shows a message without a subject', () => {
    render(<WithoutSubject />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText(/Bring a friend!/)).toBeInTheDocument();
  });

  it('says there is no message when the settings hold none', () => {
    render(<Empty />);
    expect(screen.getByText('There is no message at the moment.')).toBeInTheDocument();
  });

  it('announces loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading message');
  });

  describe('given the message failed to load', () => {
    it('says so with the reason instead of an empty box', () => {
      render(<Error />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('We could not load the message');
      expect(alert).toHaveTextContent('An error occurred');
      expect(screen.queryByText('There is no message at the moment.')).not.toBeInTheDocument();
    });

    it('retries on request', async () => {
      const onRetry = vi.fn();
      render(<Error onRetry={onRetry} />);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('offers no retry without a callback', () => {
      render(<Error onRetry={undefined} />);
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });
  });
});
