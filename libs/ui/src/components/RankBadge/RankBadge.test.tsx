import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './RankBadge.stories';

const { Default, WithImage, Empty, Loading, Error } = composeStories(stories);

describe('RankBadge', () => {
  it('shows the rank name and its PV level', () => {
    render(<Default />);
    expect(screen.getByText('Sapphire')).toBeInTheDocument();
    expect(screen.getByText('1,500 PV')).toBeInTheDocument();
    expect(screen.queryByText('You are yet to qualify for an incentive')).not.toBeInTheDocument();
  });

  it('tells a member without a rank that they are yet to qualify', () => {
    render(<Empty />);
    expect(screen.getByText('You are yet to qualify for an incentive')).toBeInTheDocument();
  });

  it('shows the badge picture and falls back to the medal when it fails to load', () => {
    const { container } = render(<WithImage />);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Gold Director')).toBeInTheDocument();
  });

  it('announces loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading rank');
  });

  describe('given the rank failed to load', () => {
    it('says so instead of telling the member they have not qualified', () => {
      render(<Error />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('We could not load the rank');
      expect(alert).toHaveTextContent('An error occurred');
      expect(screen.queryByText('You are yet to qualify for an incentive')).not.toBeInTheDocument();
    });

    it('retries on request', async () => {
      const onRetry = vi.fn();
      render(<Error onRetry={onRetry} />);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });
});
