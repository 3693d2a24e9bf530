import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './DownlineCardGrid.stories';

const { Default, Loading, Empty, Error, WithActions, LongContent } = composeStories(stories);

describe('DownlineCardGrid', () => {
  it('shows one card per direct downline with username, package, email and side', () => {
    render(<Default />);
    const cards = within(screen.getByRole('list', { name: 'Direct downlines' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Ngozi Eze' })).toBeInTheDocument();
    expect(first.getByText('@ngozi')).toBeInTheDocument();
    expect(first.getByText('Gold')).toBeInTheDocument();
    expect(first.getByText('Left')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'ngozi@example.com' })).toHaveAttribute(
      'href',
      'mailto:ngozi@example.com',
    );
    expect(within(cards[1] as HTMLElement).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Pay by Mar 17, 2026')).toBeInTheDocument();
  });

  it('says an expired registration gave its slot back', () => {
    render(<LongContent />);
    const cards = within(screen.getByRole('list', { name: 'Direct downlines' })).getAllByRole('listitem');
    expect(within(cards[1] as HTMLElement).getByText('Expired')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByText('Not paid within 7 days; the slot is free again.'),
    ).toBeInTheDocument();
  });

  it('renders actions per card', async () => {
    render(<WithActions />);
    expect(screen.getAllByRole('button', { name: 'View network' })).toHaveLength(2);
  });

  it('shows the empty text', () => {
    render(<Empty />);
    expect(screen.getByText('There are no direct downlines')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('announces loading once', () => {
    render(<Loading />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('shows the error and retries', async () => {
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
