import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { StatusBadge, statusLabel, statusTone } from './StatusBadge';
import * as stories from './StatusBadge.stories';

const { Default, Pending, Processing, Other, Empty } = composeStories(stories);

const toneOf = (text: string) => screen.getByText(text).getAttribute('data-tone');

describe('StatusBadge', () => {
  it('shows approved in green', () => {
    render(<Default />);
    expect(toneOf('Approved')).toBe('success');
  });

  it('shows processing in blue', () => {
    render(<Processing />);
    expect(toneOf('Processing')).toBe('info');
  });

  it('shows pending as "Pending Request" in the warning colour', () => {
    render(<Pending />);
    expect(toneOf('Pending Request')).toBe('warning');
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('shows any other value capitalised in the danger colour', () => {
    render(<Other />);
    expect(toneOf('Declined')).toBe('danger');
  });

  it('shows Unknown for a missing status', () => {
    render(<Empty />);
    expect(toneOf('Unknown')).toBe('danger');
  });

  it('matches case-insensitively and keeps a label override', () => {
    renderWithTheme(<StatusBadge status="APPROVED" label="Paid" />);
    expect(toneOf('Paid')).toBe('success');
    expect(statusTone(' Processing ')).toBe('info');
    expect(statusLabel('PENDING')).toBe('Pending Request');
  });
});
