import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './StatCard.stories';

const { Default, Loading, WithBadgeAndHint } = composeStories(stories);

describe('StatCard', () => {
  it('is a group named by its label and shows the value', () => {
    render(<Default />);
    const card = screen.getByRole('group', { name: 'Matching bonus' });
    expect(card).toHaveTextContent('₦45,250.00');
    expect(card).not.toHaveAttribute('aria-busy');
  });

  it('shows the badge and the hint', () => {
    render(<WithBadgeAndHint />);
    const card = screen.getByRole('group', { name: 'Global profit' });
    expect(within(card).getByText('Qualified')).toBeInTheDocument();
    expect(within(card).getByText('Shared yearly')).toBeInTheDocument();
  });

  describe('given loading', () => {
    it('shows a skeleton instead of the value and says it is loading', () => {
      render(<Loading hint="hidden hint" />);
      const card = screen.getByRole('group', { name: 'Matching bonus' });
      expect(card).toHaveAttribute('aria-busy', 'true');
      expect(within(card).getByTestId('stat-card-skeleton')).toBeInTheDocument();
      expect(within(card).getByText('Loading')).toBeInTheDocument();
      expect(card).not.toHaveTextContent('₦45,250.00');
      expect(card).not.toHaveTextContent('hidden hint');
    });
  });
});
