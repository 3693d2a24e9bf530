import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Checkbox.stories';

const { Default, Error, Disabled } = composeStories(stories);

const terms = () => screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });

describe('Checkbox', () => {
  it('toggles from the box and from its label', async () => {
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    await userEvent.click(terms());
    expect(terms()).toBeChecked();
    await userEvent.click(screen.getByText('I accept the terms and conditions'));
    expect(terms()).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('given an error, is invalid and described by it', () => {
    render(<Error />);
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(terms()).toHaveAccessibleDescription('You must accept the terms and conditions');
  });

  it('describes itself with its hint', () => {
    render(<Default hint="You can read them on the registration page." />);
    expect(terms()).toHaveAccessibleDescription('You can read them on the registration page.');
  });

  it('given disabled, cannot be changed', async () => {
    render(<Disabled />);
    expect(terms()).toBeDisabled();
    await userEvent.click(terms());
    expect(terms()).toBeChecked();
  });
});
