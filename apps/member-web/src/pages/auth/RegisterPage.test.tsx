import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderApp } from '../../testing/renderApp';

const packages = [
  {
    id: 1,
    name: 'Bronze',
    point_value: 10,
    registration_value: 15000,
    pickup_amount: 10000,
    matching_bonus_cap: 0,
  },
  {
    id: 2,
    name: 'Silver',
    point_value: 25,
    registration_value: 35000,
    pickup_amount: 25000,
    matching_bonus_cap: 0,
  },
];

async function fillForm(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText('First name'), 'Chidi');
  await app.user.type(screen.getByLabelText('Last name'), 'Obi');
  await app.user.type(screen.getByLabelText('Username'), 'chidiobi');
  await app.user.type(screen.getByLabelText('Password'), 'strong-password');
  await app.user.type(screen.getByLabelText('Email'), 'chidi@example.com');
  await app.user.type(screen.getByLabelText('Phone number'), '+2348011111111');
  await app.user.selectOptions(screen.getByLabelText('Registration package'), '2');
  await app.user.click(screen.getByLabelText('I have read and accept the terms and conditions'));
}

describe('given the register page', () => {
  it('takes the upline from ?ref and the sponsor from ?placer, registers, and goes to email confirmation', async () => {
    const app = renderApp('/register?ref=ada&placer=bola', {
      'GET /packages/all': ok(packages),
      'POST /auth/register': ok(
        { uuid: 'x' },
        'Account created successfully, and a confirmation code has been send to your mail',
      ),
    });
    expect(await screen.findByLabelText('Upline (placement) username')).toHaveValue('ada');
    expect(screen.getByLabelText('Sponsor username (optional)')).toHaveValue('bola');
    expect(screen.getByRole('option', { name: /Silver/ })).toBeInTheDocument();
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/email-confirmation'));
    expect(app.navigation.location.search).toBe('?email=chidi%40example.com');
    expect(await app.bodyOf('POST /auth/register')).toEqual({
      first_name: 'Chidi',
      last_name: 'Obi',
      username: 'chidiobi',
      password: 'strong-password',
      email: 'chidi@example.com',
      phone: '+2348011111111',
      referrer: 'ada',
      placer: 'bola',
      package_id: 2,
    });
    expect(
      await screen.findByText(
        'Account created successfully, and a confirmation code has been send to your mail',
      ),
    ).toBeInTheDocument();
  });

  it('without a referral link, registers with no upline: the server places the partner', async () => {
    const app = renderApp('/register', {
      'GET /packages/all': ok(packages),
      'POST /auth/register': ok(
        { uuid: 'x' },
        'Account created successfully, and a confirmation code has been send to your mail',
      ),
    });
    expect(await screen.findByLabelText('Upline (placement) username')).toHaveValue('');
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/email-confirmation'));
    const body = await app.bodyOf('POST /auth/register');
    expect(body).not.toHaveProperty('referrer');
    expect(body).not.toHaveProperty('placer');
    expect(body).toMatchObject({ username: 'chidiobi', package_id: 2 });
  });

  it('a full upline (422 on referrer) shows that message and stays', async () => {
    const app = renderApp('/register?ref=ada', {
      'GET /packages/all': ok(packages),
      'POST /auth/register': fail(422, 'The given data was invalid.', {
        referrer: [
          'ada already has two direct registrations; choose another upline and name ada as sponsor.',
        ],
      }),
    });
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        'ada already has two direct registrations; choose another upline and name ada as sponsor.',
      ),
    ).toBeInTheDocument();
    expect(app.navigation.location.pathname).toBe('/register');
  });

  it('shows the error when the packages cannot be loaded', async () => {
    renderApp('/register', { 'GET /packages/all': fail(500, 'Server unavailable') });
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
  });
});
