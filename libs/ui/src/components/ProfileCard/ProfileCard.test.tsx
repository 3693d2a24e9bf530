import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ProfileCard.stories';

const { Default, Loading, Empty, Error, WithPhoto } = composeStories(stories);

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('ProfileCard', () => {
  it('shows the member details with labels', () => {
    render(<Default />);
    const card = screen.getByRole('region', { name: 'My Profile' });
    expect(within(card).getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(valueOf('Package')).toHaveTextContent('Gold');
    expect(valueOf('Rank')).toHaveTextContent('Silver Star');
    expect(valueOf('Phone')).toHaveTextContent('08031234567');
    expect(valueOf('Address')).toHaveTextContent('12 Allen Avenue, Ikeja, Lagos');
  });

  it('shows a placeholder without a photo and the photo when there is one', () => {
    const { unmount } = render(<Default />);
    expect(screen.getByRole('img', { name: 'Adaeze Okafor (no photo)' })).toHaveTextContent('AO');
    unmount();
    render(<WithPhoto />);
    expect(screen.getByRole('img', { name: 'Photo of Adaeze Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows a dash for missing fields', () => {
    render(<Empty />);
    expect(valueOf('Rank')).toHaveTextContent('—');
    expect(valueOf('Email')).toHaveTextContent('—');
  });

  it('shows a loading state', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Package')).not.toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
