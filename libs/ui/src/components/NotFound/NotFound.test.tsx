import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as stories from './NotFound.stories';

const { Default } = composeStories(stories);

describe('NotFound', () => {
  it('shows the 404 text and a link home', async () => {
    const { container } = render(<Default />);
    expect(
      screen.getByText('Something went wrong. The page you are looking for is not found'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '#/');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
