import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './CompanyBankAccounts.stories';

const { Default, Loading, Empty, Error } = composeStories(stories);

describe('CompanyBankAccounts', () => {
  it('lists every account with bank, name and number', () => {
    render(<Default />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByText('Guaranty Trust Bank')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('9876543210')).toBeInTheDocument();
  });

  it('shows loading, empty and error states', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bank accounts');
    unmount();
    render(<Empty />);
    expect(screen.getByText('There are no company bank accounts')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the error', () => {
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });
});
