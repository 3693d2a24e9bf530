import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './AppShell.stories';

const { Default } = composeStories(stories);

describe('AppShell', () => {
  it('opens and closes the sidebar drawer from the menu button', async () => {
    render(<Default />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const sidebar = screen.getByTestId('app-shell-sidebar');
    expect(menu).toHaveAttribute('aria-controls', sidebar.id);
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    await userEvent.click(menu);
    expect(sidebar).toHaveAttribute('data-state', 'open');
    await userEvent.click(screen.getByTestId('app-shell-backdrop'));
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    await userEvent.click(menu);
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus into the drawer on open and back to the button on Escape', async () => {
    render(<Default />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveFocus();
    expect(screen.getByTestId('app-shell-sidebar')).toHaveAttribute('data-state', 'closed');
  });

  it('does not take focus when it starts open', () => {
    render(<Default defaultMenuOpen />);
    expect(document.body).toHaveFocus();
  });

  it('renders the page inside main', () => {
    render(<Default />);
    expect(screen.getByRole('main')).toHaveTextContent('Registration package');
  });

  it('closes the drawer when a link is chosen', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByTestId('app-shell-sidebar')).toHaveAttribute('data-state', 'closed');
  });
});
