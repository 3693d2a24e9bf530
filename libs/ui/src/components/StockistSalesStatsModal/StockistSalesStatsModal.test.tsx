import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StockistSalesStatsModal.stories';

const { Default, Open, Loading, Empty, Error, AllStates } = composeStories(stories);

const figure = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).closest('div') as HTMLElement;

describe('StockistSalesStatsModal', () => {
  it('opens from its trigger, titled with the store', async () => {
    render(<Default />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sales stats' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sales stats of Green Leaf Store' }),
    ).toBeInTheDocument();
  });

  describe('given it is open', () => {
    it('shows total purchases and total sales in naira with 2 decimals (en-NG)', async () => {
      render(<Open />);
      const dialog = await screen.findByRole('dialog');
      expect(figure(dialog, 'Total purchases')).toHaveTextContent('Total purchases₦1,250,000.50');
      expect(figure(dialog, 'Total sales')).toHaveTextContent('Total sales₦987,654.25');
      expect(within(dialog).getByText('₦1,250,000.50')).toHaveAttribute('data-locale', 'en-NG');
    });

    it('closes with its Close (×) button', async () => {
      const onOpenChange = vi.fn();
      render(<Open onOpenChange={onOpenChange} />);
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('has no axe violations', async () => {
      render(<Open />);
      await screen.findByRole('dialog');
      // Colours are checked once the opening has finished (a fading dialog blends its text).
      await waitFor(() =>
        expect(document.getAnimations().filter((a) => a.playState === 'running')).toEqual([]),
      );
      expect((await axe.run(document.body)).violations).toEqual([]);
    });
  });

  it('is busy without amounts while loading', async () => {
    render(<Loading />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Loading')).toHaveLength(2);
    expect(dialog).not.toHaveTextContent('₦');
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says when the stockist has neither purchases nor sales', async () => {
    render(<Empty />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This stockist has no purchases or sales yet.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('₦0.00')).toHaveLength(2);
  });

  describe('given the stats failed to load', () => {
    it('says so with the reason and retries on request', async () => {
      const onRetry = vi.fn();
      render(<Error onRetry={onRetry} />);
      const dialog = await screen.findByRole('dialog');
      const alert = within(dialog).getByRole('alert');
      expect(alert).toHaveTextContent('We could not load the sales stats');
      expect(alert).toHaveTextContent('An error occurred');
      expect(dialog).not.toHaveTextContent('₦');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('shows the skeleton again while retrying', async () => {
      render(<Error loading />);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
      expect(within(dialog).getAllByText('Loading')).toHaveLength(2);
    });
  });

  it('catalogues every state of the body', () => {
    render(<AllStates />);
    for (const state of ['Default', 'Empty', 'Loading', 'Error', 'Long content']) {
      expect(screen.getByRole('region', { name: state })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Long content' })).getByText('₦987,654,321,012.34'),
    ).toBeInTheDocument();
  });
});
