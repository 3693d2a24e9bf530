import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { dialogBody } from './Dialog';
import * as stories from './Dialog.stories';

const { Default, Open, Controlled } = composeStories(stories);

describe('Dialog', () => {
  describe('given closed', () => {
    it('opens from its trigger and closes with Escape', async () => {
      render(<Default />);
      await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
      expect(await screen.findByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe('given a page that shows one, closed', () => {
    it("fetches the dialog's code once the page is idle, not with the page", () => {
      vi.useFakeTimers();
      const preload = vi.spyOn(dialogBody, 'preload').mockImplementation(() => undefined);
      try {
        render(<Default />);
        expect(preload).not.toHaveBeenCalled();
        vi.advanceTimersByTime(3000);
        expect(preload).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      } finally {
        preload.mockRestore();
        vi.useRealTimers();
      }
    });
  });

  describe('given open', () => {
    it('has no axe violations', async () => {
      render(<Open />);
      const dialog = await screen.findByRole('dialog');
      const results = await axe.run(dialog);
      expect(results.violations).toEqual([]);
    });
  });

  it('opens without a fade for someone who asks for reduced motion (as every browser test does)', async () => {
    // .storybook/chromium.ts asks for reduced motion; without it, checks made right after an
    // opening saw the dialog half-transparent now and then.
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
    await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(document.getAnimations().filter((a) => a.playState === 'running')).toEqual([]);
  });

  it('follows the controlled open prop', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Open payment' }));
    expect(screen.getByText('Dialog is open')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByText('Dialog is closed')).toBeInTheDocument());
  });
});
