import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { incentives, ranks } from '../../testing/catalogueFixtures';
import { admin } from '../../testing/fixtures';
import { fail, ok, renderApp, type StubRoutes } from '../../testing/renderApp';

function open(stubs: StubRoutes = {}) {
  tokenStore.set('admin-token');
  return renderApp('/admin/incentives', {
    'GET /auth/admin': ok(admin()),
    'GET /incentives/all': ok(incentives()),
    'GET /ranks/all': ok(ranks()),
    ...stubs,
  });
}

const picture = () => new File([new Uint8Array(1024)], 'car.png', { type: 'image/png' });

describe('given the incentives page', () => {
  it('lists each rank with its CPV points, incentive, cash worth and picture', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Ranks and incentives' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Smartphone' })).toBeInTheDocument());
    const silver = within(table).getByRole('cell', { name: 'Silver Star' }).closest('tr')!;
    expect(within(silver).getAllByText('Holiday in Obudu').length).toBeGreaterThan(0);
    expect(within(silver).getByRole('img', { name: 'Holiday in Obudu' })).toHaveAttribute(
      'src',
      '/api/files/incentive-obudu.png',
    );
    expect(within(silver).getByText('Silver Star')).toBeInTheDocument();
    expect(within(silver).getByText('500 PV')).toBeInTheDocument();
    expect(within(silver).getByText('₦750,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Incentive' })).toBeInTheDocument();
  });

  it('adds an incentive as multipart with its picture, then reads the list again', async () => {
    let created = false;
    let sent: FormData | null = null;
    const car = {
      id: 3,
      name: 'Diamond',
      points: 5000,
      incentive: 'Car',
      worth: 9000000,
      file_path: '/api/files/car.png',
      rank_id: 3,
    };
    const app = open({
      'GET /incentives/all': () => ok(created ? [...incentives(), car] : incentives()),
      'POST /incentives/create': async (request) => {
        sent = await request.formData();
        created = true;
        return ok(car, 'Incentive created successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add Incentive' }));
    const dialog = await screen.findByRole('dialog', { name: /Add Incentive/ });
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rank' }), 'Diamond');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Incentive' }), 'Car');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Cash worth (₦)' }), '9000000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create incentive' }));
    // The picture is required when adding.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Picture')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(app.calls()).not.toContain('POST /incentives/create');
    await app.user.upload(within(dialog).getByLabelText('Picture'), picture());
    await app.user.click(within(dialog).getByRole('button', { name: 'Create incentive' }));
    expect(await screen.findByText('Incentive created successfully')).toBeInTheDocument();
    const form = sent as unknown as FormData;
    expect(form.get('rank_id')).toBe('3');
    expect(form.get('incentive')).toBe('Car');
    expect(form.get('worth')).toBe('9000000');
    expect((form.get('file_path') as File).name).toBe('car.png');
    expect(await screen.findByRole('cell', { name: 'Car' })).toBeInTheDocument();
  });

  it('edits an incentive without a new picture: the picture is not sent', async () => {
    let sent: FormData | null = null;
    const app = open({
      'POST /incentives/{id}/update': async (request) => {
        sent = await request.formData();
        return ok(incentives()[1]!, 'Incentive updated successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Silver Star incentive' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Incentive/ });
    const worth = within(dialog).getByRole('textbox', { name: 'Cash worth (₦)' });
    expect(worth).toHaveValue('750000');
    await app.user.clear(worth);
    await app.user.type(worth, '800000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Incentive updated successfully')).toBeInTheDocument();
    expect(app.calls()).toContain('POST /incentives/2/update');
    const form = sent as unknown as FormData;
    expect(form.get('worth')).toBe('800000');
    expect(form.get('rank_id')).toBe('2');
    expect(form.has('file_path')).toBe(false);
  });

  it("shows a refused picture's 422 on the picture field, and a 409 in the modal", async () => {
    let conflict = false;
    const app = open({
      'POST /incentives/{id}/update': () =>
        conflict
          ? fail(409, 'This rank already has an incentive')
          : fail(422, 'file_path must be a JPEG, PNG or WebP image', {
              file_path: ['file_path must be a JPEG, PNG or WebP image'],
            }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Bronze incentive' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Incentive/ });
    await app.user.upload(within(dialog).getByLabelText('New picture (optional)'), picture());
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('New picture (optional)')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'file_path must be a JPEG, PNG or WebP image',
    );
    conflict = true;
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled());
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('This rank already has an incentive'),
    );
    expect(screen.getByRole('dialog', { name: /Edit Incentive/ })).toBeInTheDocument();
  });

  it('says there are no incentives, and shows the error with Retry', async () => {
    let failing = true;
    const app = open({
      'GET /incentives/all': () => (failing ? fail(500, 'Something went wrong. Please try again.') : ok([])),
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no incentives')).toBeInTheDocument();
  });
});
