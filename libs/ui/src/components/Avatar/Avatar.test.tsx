import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Avatar.stories';

const { Default, WithPhoto } = composeStories(stories);

describe('Avatar', () => {
  describe('given no photo', () => {
    it('shows the initials as a named placeholder', () => {
      render(<Default />);
      const placeholder = screen.getByRole('img', { name: 'Ada Okafor (no photo)' });
      expect(placeholder).toHaveTextContent('AO');
      expect(screen.getByTestId('avatar')).toHaveAttribute('data-placeholder', 'true');
    });

    it('uses at most two initials, and ? without a name', () => {
      const { unmount } = render(<Default name="Oluwaseun Funmilayo Adebayo" />);
      expect(screen.getByRole('img')).toHaveTextContent('OF');
      unmount();
      render(<Default name="" />);
      expect(screen.getByRole('img', { name: '(no photo)' })).toHaveTextContent('?');
    });
  });

  describe('given a photo', () => {
    it('shows it, described by the name', () => {
      render(<WithPhoto />);
      expect(screen.getByRole('img', { name: 'Photo of Ada Okafor' })).toHaveAttribute('src');
      expect(screen.getByTestId('avatar')).not.toHaveAttribute('data-placeholder');
    });

    it('falls back to the initials when it fails to load', () => {
      render(<WithPhoto />);
      fireEvent.error(screen.getByRole('img', { name: 'Photo of Ada Okafor' }));
      expect(screen.getByRole('img', { name: 'Ada Okafor (no photo)' })).toHaveTextContent('AO');
    });
  });

  it('takes its size in pixels', () => {
    render(<Default size={32} />);
    expect(screen.getByTestId('avatar')).toHaveStyle({ width: '32px', height: '32px' });
  });
});
