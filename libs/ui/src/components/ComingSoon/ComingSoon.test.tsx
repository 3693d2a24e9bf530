import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ComingSoon.stories';

const { Default } = composeStories(stories);

describe('ComingSoon', () => {
  it('is a region named by the page it stands for, with the badge and the description', () => {
    render(<Default />);
    const panel = screen.getByRole('region', { name: 'Genealogy' });
    expect(within(panel).getByRole('heading', { name: 'Genealogy' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Coming soon');
    expect(panel).toHaveTextContent('The Network Structure tree arrives in a later release.');
  });

  it('says the page is being prepared when there is no description', () => {
    render(<Default title="Wallet" description={undefined} />);
    expect(screen.getByRole('region', { name: 'Wallet' })).toHaveTextContent(
      'This page is being prepared and will be available soon.',
    );
  });
});
