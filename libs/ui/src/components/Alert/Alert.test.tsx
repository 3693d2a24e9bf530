import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Alert.stories';

const { Info, Success, Warning, Error, TitleOnly } = composeStories(stories);

describe('Alert', () => {
  it.each([
    ['info', Info, 'status'],
    ['success', Success, 'status'],
    ['warning', Warning, 'alert'],
    ['danger', Error, 'alert'],
  ] as const)('a %s alert has role %s', (tone, Story, role) => {
    render(<Story />);
    expect(screen.getByRole(role)).toHaveAttribute('data-tone', tone);
  });

  it('shows the title above the message', () => {
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failedAn error occurred');
  });

  it('can be a title alone', () => {
    render(<TitleOnly />);
    expect(screen.getByRole('alert')).toHaveTextContent('This user is Inactive');
  });
});
