import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin, pageOf } from '../../testing/fixtures';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { auditEntries, auditEntry } from '../../testing/reportFixtures';

/** The query strings of the reads made, in order. */
function recorder() {
  const queries: string[] = [];
  const answer = (request: Request) => {
    queries.push(new URL(request.url).search);
    return ok(pageOf(auditEntries(), { total: 2 }), 'Audit log');
  };
  return { queries, answer };
}

const api = (overrides = {}) => ({
  'GET /auth/admin': ok(admin()),
  'GET /audit-log': ok(pageOf(auditEntries(), { total: 2 }), 'Audit log'),
  ...overrides,
});

describe('given the audit log page', () => {
  it('shows each entry with who, what, the target and a readable diff', async () => {
    tokenStore.set('admin-token');
    renderApp('/admin/audit-log', api());
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getByText('withdrawal.approve')).toBeInTheDocument());
    const row = within(table).getByText('member.profile.update').closest('tr')!;
    expect(within(row).getByText('Member ada')).toBeInTheDocument();
    expect(within(row).getByText('admin@kola.ng')).toBeInTheDocument();
    // Only the changed field is shown: the phone, not the unchanged first name.
    expect(within(row).getByLabelText('before: 08030000001')).toBeInTheDocument();
    expect(within(row).getByLabelText('after: 08030000009')).toBeInTheDocument();
    expect(within(row).queryByText(/first_name/)).not.toBeInTheDocument();
    const withdrawal = within(table).getByText('withdrawal.approve').closest('tr')!;
    expect(within(withdrawal).getByText('withdrawal #41')).toBeInTheDocument();
    expect(within(withdrawal).getByLabelText('after: approved')).toBeInTheDocument();
  });

  it('applies the filters together and reads the first page with them', async () => {
    tokenStore.set('admin-token');
    const reads = recorder();
    const app = renderApp('/admin/audit-log', api({ 'GET /audit-log': reads.answer }));
    await screen.findByRole('table', { name: 'Audit log' });
    await app.user.type(screen.getByLabelText('Member'), 'ada');
    await app.user.type(screen.getByLabelText('Action'), 'member.');
    await app.user.type(screen.getByLabelText('From'), '2026-11-01');
    expect(reads.queries.some((q) => q.includes('member=ada'))).toBe(false);
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(reads.queries.at(-1)).toBe('?action=member.&member=ada&from=2026-11-01&page=1&per_page=25'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Member')).toHaveValue('');
  });

  it('pages through the log', async () => {
    tokenStore.set('admin-token');
    const queries: string[] = [];
    const app = renderApp('/admin/audit-log', {
      ...api(),
      'GET /audit-log': (request: Request) => {
        queries.push(new URL(request.url).search);
        return ok(pageOf([auditEntry()], { total: 60, last_page: 3, per_page: 25 }));
      },
    });
    await screen.findByRole('table', { name: 'Audit log' });
    await app.user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=2&per_page=25'));
  });

  it('says when nothing matches, and shows a refused filter and a failed read', async () => {
    tokenStore.set('admin-token');
    const { unmount } = renderApp('/admin/audit-log', api({ 'GET /audit-log': ok(pageOf([])) }));
    expect(await screen.findByText('There are no audit entries')).toBeInTheDocument();
    unmount();
    renderApp(
      '/admin/audit-log',
      api({
        'GET /audit-log': fail(422, 'The end date must not be before the start date.', {
          to: ['The end date must not be before the start date.'],
        }),
      }),
    );
    expect(
      (await screen.findAllByText('The end date must not be before the start date.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
