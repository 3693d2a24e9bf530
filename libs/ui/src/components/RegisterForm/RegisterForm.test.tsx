import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './RegisterForm.stories';

const { Default, Invalid } = composeStories(stories);

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Okafor');
  await userEvent.type(screen.getByLabelText('Username'), 'ada_okafor');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Phone number'), '08012345678');
  await userEvent.selectOptions(screen.getByLabelText('Registration package'), '3');
}

describe('RegisterForm', () => {
  it('labels the upline and sponsor fields and shows the sponsor hint', () => {
    render(<Default />);
    expect(screen.getByLabelText('Upline (placement) username')).toHaveValue('kola_upline');
    expect(screen.getByLabelText('Sponsor username (optional)')).toHaveValue('');
    expect(
      screen.getByText(
        'If your upline already has two direct registrations, choose another upline and put the person who invited you in the sponsor field.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Upline (placement) username')).toHaveAccessibleDescription(
      'Leave empty to be placed in the first free position under your sponsor (or under the company when you have no sponsor).',
    );
  });

  it('sends no referrer when the upline is left empty (spill-over), and the sponsor when given', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} defaultValues={{ referrer: '', placer: 'kola_sponsor' }} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent).not.toHaveProperty('referrer');
    expect(sent).toMatchObject({ placer: 'kola_sponsor', username: 'ada_okafor' });
  });

  it('refuses an upline that is not a username', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} defaultValues={{ referrer: 'no such name!' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid username')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows packages with their naira price', () => {
    render(<Default />);
    const select = screen.getByLabelText('Registration package');
    expect(within(select).getByRole('option', { name: 'Starter — ₦12,345.00' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Gold — ₦120,000.00' })).toBeInTheDocument();
  });

  describe('given a complete form without the terms accepted', () => {
    it('blocks submit and explains why', async () => {
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      render(<Default onSubmit={onSubmit} />);
      await fillValidForm();
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText('You must accept the terms and conditions')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({ username: 'ada_okafor', package_id: 3, referrer: 'kola_upline' }),
        ),
      );
      expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('terms');
    });
  });

  it('shows every required message when submitted empty', async () => {
    render(<Invalid />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.queryByText('Upline username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Package required')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
  });

  it('rejects a bad username, phone and short password', async () => {
    render(<Default />);
    await userEvent.type(screen.getByLabelText('Username'), 'a b');
    await userEvent.type(screen.getByLabelText('Phone number'), '12ab');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Username must be 3 to 30/)).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('opens the terms text', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
    expect(await screen.findByRole('dialog', { name: 'Terms and conditions' })).toHaveTextContent(
      'within 7 days',
    );
  });
});
