import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { linkTargetProps, UiLink } from './TextLink';
import * as stories from './TextLink.stories';

const { Default, RouterLinkComponent, Current } = composeStories(stories);

describe('TextLink', () => {
  it('renders an anchor with href by default', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '#/register');
  });

  it('hands a link component `to`, so a router can navigate', () => {
    render(<RouterLinkComponent />);
    const link = screen.getByRole('link', { name: 'Back to the dashboard' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '/user/dashboard');
  });

  it('marks the current page and calls its click handler', async () => {
    const onClick = vi.fn();
    render(<Current onClick={onClick} href="#current" />);
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives a tag href and a component to + href', () => {
    expect(linkTargetProps('a', '/x')).toEqual({ href: '/x' });
    expect(linkTargetProps(UiLink, '/x')).toEqual({ to: '/x', href: '/x' });
  });
});
