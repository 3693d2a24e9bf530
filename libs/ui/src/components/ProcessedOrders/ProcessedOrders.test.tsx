import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ProcessedOrders.stories';

const { Default, Empty, Paged } = composeStories(stories);

describe('ProcessedOrders', () => {
  it('shows member, pick-up type, order number, status and date', () => {
    render(<Default />);
    const row = screen.getByRole('row', { name: /#01166/ });
    for (const text of [
      'tunde',
      'Tunde Bakare',
      '08055556666',
      'tunde@example.com',
      'Registration pickup',
      'Approved',
      'Feb 11, 2026',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('says there are no processed orders', () => {
    render(<Empty />);
    expect(screen.getByText('There are no processed Orders')).toBeInTheDocument();
  });

  it('pages', async () => {
    const onPageChange = vi.fn();
    render(<Paged onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
