import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Badge.stories';

const { Default, AllStates } = composeStories(stories);

describe('Badge', () => {
  it('shows its label in its tone', () => {
    render(<Default />);
    expect(screen.getByText('Activated')).toHaveAttribute('data-tone', 'success');
  });

  it('is neutral unless told otherwise', () => {
    render(<Default tone={undefined}>Not-Eligible</Default>);
    expect(screen.getByText('Not-Eligible')).toHaveAttribute('data-tone', 'neutral');
  });

  it('pairs each status of the screens with its tone', () => {
    render(<AllStates />);
    expect(screen.getByText('Qualified')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Not Qualified')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('Pending Request')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('processing')).toHaveAttribute('data-tone', 'info');
  });
});
