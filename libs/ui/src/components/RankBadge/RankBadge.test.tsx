import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as stories from './RankBadge.stories';

const { Default, WithImage, Empty, Loading } = composeStories(stories);

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

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
