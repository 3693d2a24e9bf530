import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './TextField.stories';

const { Default, WithHint, Error, Disabled, ReadOnly } = composeStories(stories);

describe('TextField', () => {
  it('is labelled and takes what is typed', async () => {
    render(<Default />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('placeholder', 'e.g. ada_okafor');
    await userEvent.type(input, 'ada_okafor');
    expect(input).toHaveValue('ada_okafor');
  });

  it('is described by its hint', () => {
    render(<WithHint />);
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription('At least 10 digits');
  });

  it('given an error, is invalid and described by it', () => {
    render(<Error />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username is required');
  });

  it('given disabled or read-only, cannot be typed into', async () => {
    const { unmount } = render(<Disabled />);
    expect(screen.getByLabelText('Username')).toBeDisabled();
    unmount();
    render(<ReadOnly />);
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'x');
    expect(email).toHaveValue('ada@example.com');
  });
});
