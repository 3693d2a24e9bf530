import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StockistStatusNotice.stories';

const { NotStockist, Pending, Disapproved } = composeStories(stories);

describe('StockistStatusNotice', () => {
  it('sends a member who is not a stockist to Become a Stockist', () => {
    render(<NotStockist />);
    expect(screen.getByRole('heading', { name: 'This page is for stockists' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Stockist' })).toHaveAttribute(
      'href',
      '/user/stockist_reg',
    );
    expect(screen.queryByRole('button', { name: 'Apply again' })).not.toBeInTheDocument();
  });

  it('shows a pending registration with its store, package and date, and no action', () => {
    render(<Pending />);
    expect(screen.getByText('Pending')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByText('Chidi Herbal Store')).toBeInTheDocument();
    expect(screen.getByText('Mobile Stockist')).toBeInTheDocument();
    expect(screen.getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a disapproved member apply again', async () => {
    const onApplyAgain = vi.fn();
    render(<Disapproved onApplyAgain={onApplyAgain} />);
    expect(screen.getByText('Disapproved')).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(onApplyAgain).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pending />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
