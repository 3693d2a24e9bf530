import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import * as stories from './EmptyState.stories';

const { Default, WithAction, AdminTexts } = composeStories(stories);

describe('EmptyState', () => {
  it('shows the given text', () => {
    render(<Default />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('There are no downlines');
  });

  it('offers its action', async () => {
    const onClick = vi.fn();
    render(<WithAction action={<Button onClick={onClick}>Browse products</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Browse products' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('There are no Items in your cart')).toBeInTheDocument();
  });

  it('renders the back-office texts as written', () => {
    render(<AdminTexts />);
    expect(screen.getByText('There are no pending stockists Upgrades')).toBeInTheDocument();
    expect(screen.getAllByTestId('empty-state')).toHaveLength(12);
  });
});
