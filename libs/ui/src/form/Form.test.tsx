import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Form.stories';

const { Default } = composeStories(stories);

describe('Form parts', () => {
  it('wire label, description, message and aria-invalid', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    const email = screen.getByLabelText("Friend's email");
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).toHaveAccessibleDescription('We send them your referral link.');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('The invite email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'We send them your referral link. The invite email is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
