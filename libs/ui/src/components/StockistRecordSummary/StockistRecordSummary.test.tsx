import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './StockistRecordSummary.stories';

const { Default, Loading, Error } = composeStories(stories);

describe('StockistRecordSummary', () => {
  it('shows the package, the rebate percentage and the rebate wallet', () => {
    render(<Default />);
    expect(screen.getByRole('group', { name: 'Stockist package' })).toHaveTextContent('Gold Stockist');
    expect(screen.getByRole('group', { name: 'Rebate' })).toHaveTextContent('7.5%');
    expect(screen.getByRole('group', { name: 'Rebate wallet' })).toHaveTextContent('₦19,130.25');
  });

  it('shows skeletons while loading and the error when it fails', () => {
    const loading = render(<Loading />);
    expect(screen.getAllByTestId('stat-card-skeleton')).toHaveLength(3);
    loading.unmount();
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });
});
