import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { StubRoutes } from './PageDecorator';
import { fail, pending } from './PageDecorator';
import { settingsApi } from './settingsFixtures';

/**
 * The states every plan settings screen shows as page stories (docs/screens/back-office.md#preview-of-a-change):
 * filled, loading, error (Retry), the preview (and its loading and error), saving, refused (422), a
 * 360 px phone. Each screen's stories file spreads these for one of its cards or tables.
 */

const api = (overrides: StubRoutes = {}) => ({ api: { ...settingsApi(), ...overrides } as StubRoutes });

const phone = {
  viewport: {
    options: {
      phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

/** Types into a card and asks for its preview. */
async function propose(canvasElement: HTMLElement, label: string, value: string) {
  const region = await within(canvasElement).findByRole('region', { name: label });
  await waitFor(() => expect(region).toHaveTextContent('Current value:'));
  const input = within(region).queryByRole('textbox');
  if (input) {
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
  await userEvent.click(within(region).getByRole('button', { name: 'Preview effect' }));
  return region;
}

async function openConfirmation() {
  const dialog = await screen.findByRole('dialog', { name: 'Preview effect' }, { timeout: 15_000 });
  await within(dialog).findByRole('table', { name: 'Matching bonus (2026-11-28)' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return screen.findByRole('alertdialog', { name: 'Save this change?' });
}

export interface CardStoriesOptions {
  /** The card's label. */
  label: string;
  /** Its saved value as the card shows it. */
  current: string;
  /** What to type, and how the change reads ("₦1,000.00 → ₦1,500.00"). */
  typed: string;
  change: string;
  /** The field refused in the Refused story. */
  field: string;
}

/** The stories of a screen of setting cards. */
export function cardScreenStories({ label, current, typed, change, field }: CardStoriesOptions) {
  return {
    Filled: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const region = await within(canvasElement).findByRole('region', { name: label });
        await waitFor(() => expect(region).toHaveTextContent(`Current value: ${current}`));
        await expect(within(region).getByRole('button', { name: 'Preview effect' })).toBeVisible();
      },
    },
    Loading: {
      parameters: api({ 'GET /settings/all': pending }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const region = await within(canvasElement).findByRole('region', { name: label });
        await expect(region).toHaveTextContent('Loading the current value…');
      },
    },
    Error: {
      parameters: api({ 'GET /settings/all': fail(500, 'Something went wrong. Please try again.') }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await waitFor(() =>
          expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible(),
        );
        await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
      },
    },
    /** Preview effect: what changes, then the next runs and an activation, current against proposed. */
    Preview: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await propose(canvasElement, label, typed);
        const dialog = await screen.findByRole('dialog', { name: 'Preview effect' }, { timeout: 15_000 });
        await expect(within(dialog).getByRole('list', { name: 'What changes' })).toHaveTextContent(
          `${label}: ${change}`,
        );
        await waitFor(() =>
          expect(within(dialog).getByRole('table', { name: 'Matching bonus (2026-11-28)' })).toBeVisible(),
        );
        await expect(within(dialog).getByRole('table', { name: 'Starter' })).toHaveTextContent('−₦250.00');
      },
    },
    PreviewLoading: {
      parameters: api({ 'POST /settings/preview': pending }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await propose(canvasElement, label, typed);
        const dialog = await screen.findByRole('dialog', { name: 'Preview effect' }, { timeout: 15_000 });
        await waitFor(() => expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull());
        await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      },
    },
    PreviewError: {
      parameters: api({
        'POST /settings/preview': fail(502, 'The preview could not be made. Please try again.'),
      }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await propose(canvasElement, label, typed);
        const dialog = await screen.findByRole('dialog', { name: 'Preview effect' }, { timeout: 15_000 });
        await waitFor(() =>
          expect(within(dialog).getByText('The preview could not be made. Please try again.')).toBeVisible(),
        );
        await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeVisible();
      },
    },
    /** After Yes: the confirmation stays busy until the server answers. */
    Saving: {
      parameters: api({ 'PUT /settings/update': pending }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await propose(canvasElement, label, typed);
        const confirm = await openConfirmation();
        await expect(confirm).toHaveTextContent(`${label}: ${change}`);
        await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
        await waitFor(() =>
          expect(within(confirm).getByRole('button', { name: 'Yes, save' })).toHaveAttribute(
            'aria-busy',
            'true',
          ),
        );
      },
    },
    /** The server refuses (422): its message under the field, the typed value kept. */
    Refused: {
      parameters: api({
        'PUT /settings/update': fail(422, 'The given data was invalid.', {
          [field]: [`${label} was refused`],
        }),
      }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const region = await propose(canvasElement, label, typed);
        const confirm = await openConfirmation();
        await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
        await waitFor(() => expect(within(region).getByText(`${label} was refused`)).toBeVisible());
      },
    },
    Phone360: {
      parameters: phone,
      globals: { viewport: { value: 'phone360' } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const region = await within(canvasElement).findByRole('region', { name: label });
        await waitFor(() => expect(region).toHaveTextContent(`Current value: ${current}`));
        await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
      },
    },
  };
}

export interface TableStoriesOptions {
  /** The table's heading, e.g. "Upgrade bonus settings". */
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
  empty: string;
}

/** Edit Starter, change generation 1 from 10 to 12 and ask for the preview. */
async function proposeRow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit Starter' }));
  const edit = await screen.findByRole('form', { name: 'Starter generation percentages' });
  const first = within(edit).getByRole('textbox', { name: 'Generation 1 (%)' });
  await userEvent.clear(first);
  await userEvent.type(first, '12');
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  return edit;
}

/** The stories of a generation table screen. */
export function tableScreenStories({ title, read, write, empty }: TableStoriesOptions) {
  return {
    Filled: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const table = await within(canvasElement).findByRole('table', {
          name: `${title}: percentage per generation`,
        });
        await waitFor(() => expect(within(table).getByRole('cell', { name: 'Gold' })).toBeVisible());
        await expect(within(table).getAllByRole('row')).toHaveLength(4);
      },
    },
    Empty: {
      parameters: api({ [read]: { body: { success: true, message: 'OK', data: [] } } }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await waitFor(() => expect(within(canvasElement).getByText(empty)).toBeVisible());
      },
    },
    Loading: {
      parameters: api({ [read]: pending }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const table = await within(canvasElement).findByRole('table', {
          name: `${title}: percentage per generation`,
        });
        await expect(table).toHaveAttribute('aria-busy', 'true');
      },
    },
    Error: {
      parameters: api({ [read]: fail(500, 'Something went wrong. Please try again.') }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await waitFor(() =>
          expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible(),
        );
        await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
      },
    },
    /** Edit a row: the changed generations are previewed before anything is saved. */
    Preview: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await proposeRow(canvasElement);
        const dialog = await screen.findByRole('dialog', { name: 'Preview effect' }, { timeout: 15_000 });
        await expect(within(dialog).getByRole('list', { name: 'What changes' })).toHaveTextContent(
          'Starter, generation 1: 10 % → 12 %',
        );
        await waitFor(() =>
          expect(within(dialog).getByRole('table', { name: 'Matching bonus (2026-11-28)' })).toBeVisible(),
        );
      },
    },
    Saving: {
      parameters: api({ [write]: pending }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await proposeRow(canvasElement);
        const confirm = await openConfirmation();
        await expect(confirm).toHaveTextContent('Starter, generation 1: 10 % → 12 %');
        await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
        await waitFor(() =>
          expect(within(confirm).getByRole('button', { name: 'Yes, save' })).toHaveAttribute(
            'aria-busy',
            'true',
          ),
        );
      },
    },
    /** The server refuses (422): the edit stays open with its message and the typed values. */
    Refused: {
      parameters: api({
        [write]: fail(422, 'The given data was invalid.', {
          generation_1_percentage: ['The total of the generations may not pass 100'],
        }),
      }),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const edit = await proposeRow(canvasElement);
        const confirm = await openConfirmation();
        await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
        await waitFor(() =>
          expect(
            within(edit).getByText('Generation 1: The total of the generations may not pass 100'),
          ).toBeVisible(),
        );
        await expect(within(edit).getByRole('textbox', { name: 'Generation 1 (%)' })).toHaveValue('12');
      },
    },
    Phone360: {
      parameters: phone,
      globals: { viewport: { value: 'phone360' } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const table = await within(canvasElement).findByRole('table', {
          name: `${title}: percentage per generation`,
        });
        await waitFor(() => expect(within(table).getByRole('cell', { name: 'Gold' })).toBeVisible());
      },
    },
  };
}
