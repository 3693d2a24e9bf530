import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './TwoFactorToggle.stories';

const { Default, Enabled, Loading, Disabled, Error, Controlled } = composeStories(stories);

describe('TwoFactorToggle', () => {
  it('reports the next value', async () => {
    const onChange = vi.fn();
    render(<Enabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('switches its label between Disabled and Enabled', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Disabled' }));
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  });

  it('is disabled while saving', () => {
    render(<Loading />);
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  it('cannot be switched when disabled', async () => {
    const onChange = vi.fn();
    render(<Disabled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Enabled' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('given a failed save', () => {
    it('says the setting was not saved and why, tied to the switch', () => {
      render(<Error />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your 2FA setting was not saved. An error occurred',
      );
      expect(screen.getByRole('switch', { name: 'Disabled' })).toHaveAccessibleDescription(
        /Your 2FA setting was not saved\. An error occurred/,
      );
    });

    it('keeps the switch usable so the user can try again', async () => {
      const onChange = vi.fn();
      render(<Error onChange={onChange} />);
      await userEvent.click(screen.getByRole('switch', { name: 'Disabled' }));
      expect(onChange).toHaveBeenCalledWith(true);
    });
  });

  it('shows no error by default', () => {
    render(<Default />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
