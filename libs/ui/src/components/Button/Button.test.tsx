import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Button.stories';

const { Default, Loading, AsLink } = composeStories(stories);

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Default onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  describe('given loading', () => {
    it('is disabled, busy and shows a spinner', async () => {
      const onClick = vi.fn();
      render(<Loading onClick={onClick} />);
      const button = screen.getByRole('button', { name: 'Login' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByTestId('spinner')).toBeInTheDocument();
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  it('renders its child link with asChild', () => {
    render(<AsLink />);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '#register');
  });
});
