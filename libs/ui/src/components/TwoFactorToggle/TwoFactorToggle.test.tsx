import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './TwoFactorToggle.stories';

const { Default, Enabled, Loading, Controlled } = composeStories(stories);

describe('TwoFactorToggle', () => {
  it('reports the next value', async () => {
    const onChange = vi.fn();
    render(<Enabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('switches its label between Disabled and Enabled', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Disabled' }));
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  });

  it('is disabled while saving', () => {
    render(<Loading />);
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
