import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './UserBadge.stories';

const { Default, WithPhoto, Offline } = composeStories(stories);

describe('UserBadge', () => {
  it('shows initials, the name and Online when there is no photo', () => {
    render(<Default />);
    expect(screen.getByRole('img', { name: 'Ada Okafor (no photo)' })).toHaveTextContent('AO');
    expect(screen.getByText('Ada Okafor')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  it('shows the photo, and falls back to initials when it fails to load', () => {
    render(<WithPhoto />);
    const img = screen.getByRole('img', { name: 'Photo of Ada Okafor' });
    expect(screen.getByText('Gold')).toBeInTheDocument();
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Ada Okafor (no photo)' })).toBeInTheDocument();
  });

  it('hides the indicator when not online', () => {
    render(<Offline />);
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
  });
});
