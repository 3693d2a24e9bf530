import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './JobProgress.stories';

const { Default, Indeterminate, Done, Error, Controlled } = composeStories(stories);

describe('JobProgress', () => {
  it('shows a named progress bar with its percentage', () => {
    render(<Default />);
    const bar = screen.getByRole('progressbar', { name: 'Monthly matching bonus run' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2,250 of 5,000 members');
  });

  it.each([
    [-10, '0'],
    [150, '100'],
    [33.6, '34'],
  ])('clamps and rounds %s to %s', (percent, now) => {
    render(<Default percent={percent} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', now);
  });

  it('is indeterminate without a percentage', () => {
    render(<Indeterminate />);
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', 'In progress');
  });

  it('shows done at 100%', () => {
    render(<Done percent={80} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Done');
    expect(screen.getByText('Done')).toBeInTheDocument();
  });

  it('announces a failure with its reason', () => {
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Failed at 62%');
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('reaches done as the job reports progress', async () => {
    render(<Controlled />);
    expect(await screen.findByText('All members paid')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Done');
  });
});
