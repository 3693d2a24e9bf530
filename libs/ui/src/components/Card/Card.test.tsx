import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Card.stories';

const { Default, WithActions, Empty } = composeStories(stories);

describe('Card', () => {
  it('is a region named by its title', () => {
    render(<Default />);
    const card = screen.getByRole('region', { name: 'Registration package' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Registration package' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Gold package');
  });

  it('puts its actions beside the title', async () => {
    render(<WithActions />);
    const card = screen.getByRole('region', { name: 'Registration package' });
    expect(within(card).getByRole('button', { name: 'Claim Incentive' })).toBeInTheDocument();
    expect(within(card).getByText('Activated')).toBeInTheDocument();
  });

  it('holds an empty state', () => {
    render(<Empty />);
    expect(screen.getByRole('region', { name: 'Claimed incentives' })).toHaveTextContent(
      'There are no claimed incentives',
    );
  });

  it('without a title it is no landmark and has no heading', () => {
    render(<Default title={undefined}>Untitled card</Default>);
    // An unnamed <section> is not a region landmark.
    const card = screen.getByText('Untitled card').closest('section');
    expect(card).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
