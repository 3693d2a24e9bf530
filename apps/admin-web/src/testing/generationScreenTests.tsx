import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { fail, ok, renderApp, type StubRoutes } from './renderApp';
import { generationRows, settingsApi } from './settingsFixtures';
import { previewDialog, proposeRow, saveAndConfirm } from './settingsTesting';

export interface GenerationScreen {
  path: string;
  /** The table's heading. */
  title: string;
  read:
    | 'GET /settings/referral-bonus'
    | 'GET /settings/upgrade-bonus'
    | 'GET /settings/unilevel-bonus'
    | 'GET /settings/stockist-upline-bonus';
  write:
    | 'PUT /settings/update-referral-bonus/{id}'
    | 'PUT /settings/upgrade-bonus/{id}/update'
    | 'PUT /settings/unilevel-bonus/{id}/update'
    | 'PUT /settings/stockist-upline-bonus/{id}';
  /** The row's URL after the write, e.g. "PUT /settings/upgrade-bonus/11/update". */
  written: string;
  /** The table's name in POST /settings/preview. */
  table: 'referral' | 'upgrade' | 'unilevel' | 'stockist_upline';
}

/** The page tests every generation table screen passes (inside its describe). */
export function generationScreenTests(screenUnderTest: GenerationScreen) {
  const { path, title, read, write, written, table } = screenUnderTest;
  const render = (stubs: StubRoutes = {}) => {
    tokenStore.set('admin-token');
    return renderApp(path, { ...settingsApi(), ...stubs } as StubRoutes);
  };

  it('shows each package row with its ten generations, 0 as a dash', async () => {
    render();
    const grid = await screen.findByRole('table', { name: `${title}: percentage per generation` });
    await waitFor(() => expect(within(grid).getByRole('cell', { name: 'Gold' })).toBeInTheDocument());
    const starter = within(grid).getByRole('cell', { name: 'Starter' }).closest('tr')!;
    expect(
      within(starter)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['10 %', '5 %', '2 %', '-']));
  });

  it('previews the changed generations, then saves only them with the row update after the confirmation', async () => {
    const app = render();
    await proposeRow(app, 'Starter', 1, '12');
    const dialog = await previewDialog();
    expect(within(dialog).getByRole('list', { name: 'What changes' })).toHaveTextContent(
      'Starter, generation 1: 10 % → 12 %',
    );
    expect(await app.bodyOf('POST /settings/preview')).toEqual({
      generation: { table, id: 11, values: { generation_1_percentage: 12 } },
    });
    expect(app.calls()).not.toContain(written);
    expect(await saveAndConfirm(app)).toContain('Starter, generation 1: 10 % → 12 %');
    await waitFor(() => expect(app.calls()).toContain(written));
    expect(await app.bodyOf(write)).toEqual({ generation_1_percentage: 12 });
    expect(await screen.findByText('Setting updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('keeps the edit open with the server refusal and the typed values', async () => {
    const app = render({
      [write]: fail(422, 'The given data was invalid.', {
        generation_2_percentage: ['generation 2 percentage is invalid'],
      }),
    } as StubRoutes);
    const edit = await proposeRow(app, 'Silver', 2, '7');
    await saveAndConfirm(app);
    expect(
      await within(edit).findByText('Generation 2: generation 2 percentage is invalid'),
    ).toBeInTheDocument();
    expect(within(edit).getByRole('textbox', { name: 'Generation 2 (%)' })).toHaveValue('7');
  });

  it('refuses a percentage above 100 before asking anything', async () => {
    const app = render();
    const edit = await proposeRow(app, 'Starter', 3, '120');
    expect(
      await within(edit).findByText('generation_3_percentage is not a valid number'),
    ).toBeInTheDocument();
    expect(app.calls()).not.toContain('POST /settings/preview');
  });

  it('shows the load error, and Retry reads the table again', async () => {
    let failing = true;
    const app = render({
      [read]: () => (failing ? fail(500, 'Something went wrong. Please try again.') : ok(generationRows())),
    } as StubRoutes);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Silver' })).toBeInTheDocument();
  });
}
