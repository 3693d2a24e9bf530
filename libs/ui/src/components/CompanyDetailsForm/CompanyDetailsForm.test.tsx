import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './CompanyDetailsForm.stories';

const { Default, Invalid, Loading } = composeStories(stories);

describe('CompanyDetailsForm', () => {
  it('starts from the saved details and sends all three', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Company email')).toHaveValue('support@kolaherbal.ng');
    await userEvent.click(screen.getByRole('button', { name: 'Update company details' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        company_address: '12 Allen Avenue, Ikeja, Lagos',
        company_email: 'support@kolaherbal.ng',
        company_phone: '+234 801 234 5678',
      }),
    );
  });

  it('requires every field and a valid email', async () => {
    const onSubmit = vi.fn();
    render(<Invalid onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Company email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Update company details' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Company address is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a spinner while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading company details');
  });
});
