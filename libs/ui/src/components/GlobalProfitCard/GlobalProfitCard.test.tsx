import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './GlobalProfitCard.stories';

const { Default, NotQualified, Loading } = composeStories(stories);

describe('GlobalProfitCard', () => {
  it('shows the amount with a Qualified badge', () => {
    render(<Default />);
    const card = screen.getByRole('group', { name: 'Global profit' });
    expect(card).toHaveTextContent('₦125,000.00');
    expect(within(card).getByText('Qualified')).toHaveAttribute('data-tone', 'success');
    expect(within(card).queryByText('Not Qualified')).not.toBeInTheDocument();
  });

  it('shows Not Qualified in the danger tone', () => {
    render(<NotQualified />);
    const badge = screen.getByText('Not Qualified');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('group', { name: 'Global profit' })).toHaveTextContent('₦0.00');
  });

  it('hides amount and badge while loading', () => {
    render(<Loading />);
    const card = screen.getByRole('group', { name: 'Global profit' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).not.toHaveTextContent('Qualified');
    expect(card).not.toHaveTextContent('₦');
  });
});
