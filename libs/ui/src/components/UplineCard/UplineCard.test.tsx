import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './UplineCard.stories';

const { Default, Loading, Empty, Error } = composeStories(stories);

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('UplineCard', () => {
  it('shows the upline package, name, email and username', () => {
    render(<Default />);
    expect(valueOf('Package')).toHaveTextContent('Diamond');
    expect(valueOf('Name')).toHaveTextContent('Emeka Nwosu');
    expect(valueOf('Email')).toHaveTextContent('emeka@example.com');
    expect(valueOf('Username')).toHaveTextContent('emeka');
  });

  it('resolves the photo path to a URL', () => {
    render(
      <Default
        upline={{ ...Default.args.upline!, photo_path: 'users/emeka.jpg' }}
        resolvePhotoUrl={(path) => `https://cdn.example.com/${path}`}
      />,
    );
    expect(screen.getByRole('img', { name: 'Photo of Emeka Nwosu' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/users/emeka.jpg',
    );
  });

  it('shows loading, empty and error states', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    unmount();
    const second = render(<Empty />);
    expect(screen.getByText('You have no upline')).toBeInTheDocument();
    second.unmount();
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
