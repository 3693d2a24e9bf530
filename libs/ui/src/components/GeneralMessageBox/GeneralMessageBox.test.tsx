import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as stories from './GeneralMessageBox.stories';

const { Default, WithoutSubject, Empty, Loading } = composeStories(stories);

describe('GeneralMessageBox', () => {
  it('shows the subject as the heading of the message', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'March leadership training' });
    expect(region).toHaveTextContent('quarterly leadership training');
    expect(screen.getByRole('heading', { name: 'March leadership training' })).toBeInTheDocument();
  });

  it('shows a message without a subject', () => {
    render(<WithoutSubject />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText(/Bring a friend!/)).toBeInTheDocument();
  });

  it('says there is no message when the settings hold none', () => {
    render(<Empty />);
    expect(screen.getByText('There is no message at the moment.')).toBeInTheDocument();
  });

  it('announces loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading message');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
