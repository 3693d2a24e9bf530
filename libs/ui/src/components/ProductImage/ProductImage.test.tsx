import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ProductImage.stories';

const { Default, Empty } = composeStories(stories);

describe('ProductImage', () => {
  it('shows the photo with the product name as alternative text', () => {
    render(<Default />);
    expect(screen.getByRole('img', { name: 'Moringa Capsules' })).toHaveAttribute('src');
  });

  it('shows the placeholder without an image', () => {
    render(<Empty />);
    expect(screen.getByRole('img', { name: 'Moringa Capsules (no image)' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Default decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('falls back to the placeholder when the image fails to load', () => {
    render(<Default src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Moringa Capsules' }));
    expect(screen.getByRole('img', { name: 'Moringa Capsules (no image)' })).toBeInTheDocument();
  });
});
