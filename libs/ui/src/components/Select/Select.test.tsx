import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Select.stories';

const { Default, Error, Disabled, Empty } = composeStories(stories);

const bank = () => screen.getByLabelText('Bank');

describe('Select', () => {
  it('offers the placeholder first, then the options, and reports the choice', async () => {
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a bank',
      'Access Bank',
      'Guaranty Trust Bank',
      'First Bank of Nigeria',
      'United Bank for Africa',
    ]);
    expect(bank()).toHaveValue('');
    await userEvent.selectOptions(bank(), 'First Bank of Nigeria');
    expect(bank()).toHaveValue('011');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('given an error, is invalid and described by it (after the hint)', () => {
    render(<Error hint="The bank your salary is paid into." />);
    expect(bank()).toHaveAttribute('aria-invalid', 'true');
    expect(bank()).toHaveAccessibleDescription('The bank your salary is paid into. Bank is required');
  });

  it('given disabled, keeps its value', () => {
    render(<Disabled />);
    expect(bank()).toBeDisabled();
    expect(bank()).toHaveDisplayValue('Access Bank');
  });

  it('given no options, offers only the placeholder', () => {
    render(<Empty />);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(bank()).toHaveDisplayValue('No banks available');
  });
});
