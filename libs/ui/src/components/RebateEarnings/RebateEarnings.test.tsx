import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RebateEarnings.stories';

const { Default, Empty } = composeStories(stories);

describe('RebateEarnings', () => {
  it('shows one row per month and the total', () => {
    render(<Default />);
    expect(
      within(screen.getByRole('row', { name: /February 2026/ })).getByText('₦12,400.00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /January 2026/ })).getByText('₦980.00'),
    ).toBeInTheDocument();
    const total = screen.getByRole('row', { name: /Total/ });
    expect(within(total).getByText('₦19,130.25')).toBeInTheDocument();
  });

  it('says there are no rebate earnings', () => {
    render(<Empty />);
    expect(screen.getByText('There are no rebate earnings')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Total/ })).not.toBeInTheDocument();
  });
});
