import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Spinner.stories';

const { Default } = composeStories(stories);

describe('Spinner', () => {
  it('announces its label as a status; the spinning mark itself is hidden', () => {
    render(<Default />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says what is loading', () => {
    render(<Default label="Loading members" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading members');
  });

  it('announces nothing when its parent already says it is busy', () => {
    render(<Default label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
  });
});
