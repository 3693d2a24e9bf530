import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MISSING_EMAIL_MESSAGE } from './MissingEmailWarning';
import * as stories from './MissingEmailWarning.stories';

const { Default, AllStates } = composeStories(stories);

describe('MissingEmailWarning', () => {
  it('alerts with its text', () => {
    render(<Default />);
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING_EMAIL_MESSAGE);
    expect(MISSING_EMAIL_MESSAGE).toBe('Invalid email address, please return to previous page');
  });

  it('stands in for the form on an auth page', () => {
    render(<AllStates />);
    const page = screen.getByRole('main');
    expect(within(page).getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(within(page).getByRole('alert')).toHaveTextContent(MISSING_EMAIL_MESSAGE);
    expect(within(page).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
