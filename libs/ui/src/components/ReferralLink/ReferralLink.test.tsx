import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './ReferralLink.stories';
import { copyText } from './ReferralLink';

const { Default, WithDescription } = composeStories(stories);
const link = 'https://kola.example.com/register?ref=ada_okafor';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

const originalExecCommand = document.execCommand;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  document.execCommand = originalExecCommand;
});

describe('ReferralLink', () => {
  it('shows the link in a read-only field', () => {
    render(<Default />);
    const input = screen.getByLabelText('Referral link');
    expect(input).toHaveValue(link);
    expect(input).toHaveAttribute('readonly');
  });

  describe('given the Clipboard API', () => {
    it('copies the link, says Copied, and goes back to Copy', async () => {
      const writeText = vi.fn().mockResolvedValue(undefined);
      setClipboard({ writeText });
      const onCopy = vi.fn();
      render(<Default onCopy={onCopy} copiedDuration={50} />);
      await userEvent.click(screen.getByRole('button', { name: 'Copy Referral link' }));
      expect(writeText).toHaveBeenCalledWith(link);
      expect(onCopy).toHaveBeenCalledWith(link);
      expect(screen.getByRole('button', { name: 'Copied Referral link' })).toHaveTextContent('Copied');
      expect(screen.getByRole('status')).toHaveTextContent('Copied');
      await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
      expect(screen.getByRole('button', { name: 'Copy Referral link' })).toHaveTextContent('Copy');
    });
  });

  describe('given no Clipboard API', () => {
    it('falls back to execCommand', async () => {
      setClipboard(undefined);
      const execCommand = vi.fn().mockReturnValue(true);
      document.execCommand = execCommand;
      expect(await copyText('hello')).toBe(true);
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(document.querySelector('textarea')).toBeNull();
    });

    it('explains when copying is impossible', async () => {
      setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
      document.execCommand = vi.fn().mockReturnValue(false);
      const onCopy = vi.fn();
      render(<Default onCopy={onCopy} />);
      await userEvent.click(screen.getByRole('button', { name: 'Copy Referral link' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not copy the link');
      expect(onCopy).not.toHaveBeenCalled();
    });
  });

  it('describes the link', () => {
    render(<WithDescription />);
    expect(screen.getByLabelText('Placement link')).toHaveAccessibleDescription(
      'Places your recruit under your downline chidi_obi, with you as the sponsor.',
    );
  });
});
