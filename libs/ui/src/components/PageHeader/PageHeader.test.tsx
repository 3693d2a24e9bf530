import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import * as stories from './PageHeader.stories';

const { Default, WithActions } = composeStories(stories);

describe('PageHeader', () => {
  it("is the page's h1 with its description", () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Your bonuses, point values and incentives.')).toBeInTheDocument();
  });

  it('shows no description when there is none', () => {
    render(<WithActions description={undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByText('Your bonuses, point values and incentives.')).not.toBeInTheDocument();
  });

  it('holds page-level actions', async () => {
    const onClick = vi.fn();
    render(<WithActions actions={<Button onClick={onClick}>Withdraw</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
