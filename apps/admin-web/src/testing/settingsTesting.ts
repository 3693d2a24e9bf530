import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderApp } from './renderApp';

type App = ReturnType<typeof renderApp>;

/** The card of a setting (a region named by its label), once the saved values are in. */
export async function card(label: string) {
  const region = await screen.findByRole('region', { name: label });
  await waitFor(() => expect(region).toHaveTextContent('Current value:'));
  return region;
}

/** Types `value` into the card's input and asks for the preview of the change. */
export async function proposeValue(app: App, label: string, value: string) {
  const region = await card(label);
  const input = within(region).getByRole('textbox');
  await app.user.clear(input);
  await app.user.type(input, value);
  await app.user.click(within(region).getByRole('button', { name: 'Preview effect' }));
  return region;
}

/** The preview dialog, once its figures are in. */
export async function previewDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Preview effect' });
  await within(dialog).findByRole('table', { name: 'Matching bonus (2026-11-28)' });
  return dialog;
}

/** Save in the preview, then the confirmation (whose text is returned), then Yes. */
export async function saveAndConfirm(app: App) {
  const dialog = await previewDialog();
  await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Save this change?' });
  const text = confirm.textContent ?? '';
  await app.user.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  return text;
}

/** Edit a package's row, set generation `generation` to `value` and ask for the preview; answers the edit form. */
export async function proposeRow(app: App, packageName: string, generation: number, value: string) {
  await app.user.click(await screen.findByRole('button', { name: `Edit ${packageName}` }));
  const edit = await screen.findByRole('form', { name: `${packageName} generation percentages` });
  const input = within(edit).getByRole('textbox', { name: `Generation ${generation} (%)` });
  await app.user.clear(input);
  await app.user.type(input, value);
  await app.user.click(within(edit).getByRole('button', { name: 'Save changes' }));
  return edit;
}
