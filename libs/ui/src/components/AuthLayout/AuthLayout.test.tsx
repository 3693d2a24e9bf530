import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './AuthLayout.stories';

const { Default, LongContent, AllStates } = composeStories(stories);

describe('AuthLayout', () => {
  it('is the page: the brand, the title as its heading, the subtitle, the form and the footer', () => {
    render(<Default />);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Kola Herbal');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Log in to your partner account')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Kola Herbal © 2026');
  });

  it('leaves out the subtitle and footer when there are none, and takes another brand', () => {
    render(<AllStates />);
    expect(screen.getByRole('heading', { level: 1, name: 'Administrator login' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Kola Herbal Admin');
    expect(screen.queryByText('Log in to your partner account')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('widens the card for long forms', () => {
    render(<LongContent />);
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Create your partner account and choose a registration package',
    });
    expect(heading.closest('[data-width]')).toHaveAttribute('data-width', 'wide');
  });
});
