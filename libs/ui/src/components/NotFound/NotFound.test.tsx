import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as stories from './NotFound.stories';

const { Default, Admin } = composeStories(stories);

describe('NotFound', () => {
  it('shows the 404 text and a link home', async () => {
    const { container } = render(<Default />);
    expect(
      screen.getByText('Something went wrong. The page you are looking for is not found'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '#/');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('leads an administrator back to the dashboard', () => {
    render(<Admin />);
    expect(screen.getByRole('heading', { name: '404', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '#/admin/dashboard',
    );
  });
});
