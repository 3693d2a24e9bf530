import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin } from '../../testing/fixtures';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { dueRuns, run, runPage, runPreview } from '../../testing/runsFixtures';

function open(extra: Parameters<typeof renderApp>[1] = {}) {
  tokenStore.set('admin-token');
  return renderApp('/admin/runs', {
    'GET /auth/admin': ok(admin()),
    'GET /runs/due': ok(dueRuns()),
    'GET /runs': ok(runPage()),
    'GET /runs/{kind}/{period}/preview': ok(runPreview()),
    ...extra,
  });
}

describe('given the runs page', () => {
  it('lists the current periods and the history of runs', async () => {
    open();
    const current = await screen.findByRole('table', { name: 'Current periods' });
    await waitFor(() =>
      expect(
        within(current).getByRole('row', { name: /Equilibrium and loyalty 2026-11-28 Due/ }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Commit Equilibrium and loyalty, 2026-11-28' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Commit Matching bonus, 2026-11-28' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Commit Profit pool, 2026-10' })).toBeDisabled();
    const history = screen.getByRole('table', { name: 'Run history' });
    await waitFor(() =>
      expect(
        within(history).getByRole('row', { name: /2026-11-21 Matching bonus 6 ₦350,000.00 ₦50,000.00/ }),
      ).toBeInTheDocument(),
    );
  });

  it('previews a run in a dialog: totals, forfeits, by kind and the largest lines', async () => {
    const app = open();
    await app.user.click(
      await screen.findByRole('button', { name: 'Preview Equilibrium and loyalty, 2026-11-28' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Preview: Equilibrium and loyalty, 2026-11-28',
    });
    await waitFor(() => expect(within(dialog).getByText('₦2,040.00')).toBeInTheDocument());
    expect(within(dialog).getByText('(4 lines)')).toBeInTheDocument();
    const lines = within(dialog).getByRole('table', { name: 'Largest lines' });
    expect(
      within(lines).getByRole('row', { name: '3 bayo Loyalty bonus ₦20.00 Forfeited: Recipient inactive' }),
    ).toBeInTheDocument();
    expect(app.calls()).toContain('GET /runs/equilibrium/2026-11-28/preview');
  });

  it('commits a due run after the confirmation, then reads the runs again', async () => {
    let committed = false;
    const app = open({
      'GET /runs/due': () =>
        ok(
          dueRuns().map((row) =>
            committed && row.kind === 'equilibrium'
              ? { ...row, status: 'already_run' as const, run: run({ id: 13 }) }
              : row,
          ),
        ),
      'POST /runs/{kind}/{period}/commit': () => {
        committed = true;
        return ok(run({ id: 13, period: '2026-11-28' }), 'The run was committed');
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Commit Equilibrium and loyalty, 2026-11-28' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Commit Equilibrium and loyalty, 2026-11-28?',
    });
    expect(confirm).toHaveTextContent('Money moves');
    expect(app.calls()).not.toContain('POST /runs/equilibrium/2026-11-28/commit');
    await app.user.click(within(confirm).getByRole('button', { name: 'Commit run' }));
    expect(
      await screen.findByText('The run was committed: Equilibrium and loyalty, 2026-11-28'),
    ).toBeInTheDocument();
    expect(app.calls()).toContain('POST /runs/equilibrium/2026-11-28/commit');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Commit Equilibrium and loyalty, 2026-11-28' }),
      ).toBeDisabled(),
    );
  });

  it('says so when the run was committed meanwhile (409)', async () => {
    const app = open({
      'POST /runs/{kind}/{period}/commit': fail(409, 'This run has already been run; nothing was paid.'),
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Commit Equilibrium and loyalty, 2026-11-28' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await app.user.click(within(confirm).getByRole('button', { name: 'Commit run' }));
    expect(await screen.findByText('This run has already been run; nothing was paid.')).toBeInTheDocument();
  });

  it('filters the history by kind and asks for the next page', async () => {
    const asked: string[] = [];
    const app = open({
      'GET /runs': (request) => {
        asked.push(new URL(request.url).search);
        return ok(runPage(undefined, { last_page: 3, total: 45 }));
      },
    });
    await app.user.selectOptions(await screen.findByLabelText('Kind'), 'matching');
    await waitFor(() => expect(asked.some((q) => q.includes('kind=matching'))).toBe(true));
    await app.user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(asked.some((q) => q.includes('kind=matching') && q.includes('page=2'))).toBe(true),
    );
  });

  it('shows an empty history and a failed read with a way to try again', async () => {
    open({
      'GET /runs': ok(runPage([])),
      'GET /runs/due': fail(500, 'Something went wrong. Please try again.'),
    });
    expect(await screen.findByText('No run yet')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThanOrEqual(1);
  });
});
