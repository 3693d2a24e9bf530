import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { PlanChangeDialog } from './PlanChangeDialog';
import {
  formatCountDifference,
  formatNairaDifference,
  previewChangesNothing,
  type PlanChangePreviewData,
} from './PlanChangePreview';
import * as stories from './PlanChangePreview.stories';

const { Filled, Loading, Error, Empty, Unchanged } = composeStories(stories);
const { samplePreview } = stories;

describe('PlanChangePreview', () => {
  it('compares each run: members paid, total paid, forfeited, current and proposed with the difference', () => {
    render(<Filled />);
    const matching = screen.getByRole('table', { name: 'Matching bonus (2026-11-28)' });
    const cells = (name: RegExp) =>
      within(within(matching).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/Members paid/)).toEqual(['12', '12', 'No change']);
    expect(cells(/Total paid/)).toEqual(['₦150,000.00', '₦180,000.00', '+₦30,000.00']);
    expect(cells(/Forfeited/)).toEqual(['₦20,000.00', '₦24,000.00', '+₦4,000.00']);
    expect(screen.getByRole('table', { name: 'Equilibrium bonus (2026-11-28)' })).toBeInTheDocument();
  });

  it('shows per package what a registration pays at activation, by bonus kind and in total', () => {
    render(<Filled />);
    const starter = screen.getByRole('table', { name: 'Starter' });
    const cells = (name: RegExp) =>
      within(within(starter).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/Referral bonus/)).toEqual(['₦2,000.00', '₦1,750.00', '−₦250.00']);
    expect(cells(/Placement bonus/)).toEqual(['₦500.00', '₦500.00', 'No change']);
    expect(cells(/Total paid/)).toEqual(['₦2,500.00', '₦2,250.00', '−₦250.00']);
    expect(screen.queryByText(/pays the same as today/)).not.toBeInTheDocument();
  });

  it('is busy while the preview is made', () => {
    const { container } = render(<Loading />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why it failed, and Retry asks again', async () => {
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('matching bonus percent must be at most 100');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says when nothing can be compared, and when the change pays the same', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText(/No scheduled run and no registration package is affected/)).toBeInTheDocument();
    unmount();
    render(<Unchanged />);
    expect(screen.getByRole('status')).toHaveTextContent('This change pays the same as today');
  });

  it('formats differences with their sign, and knows when nothing changes', () => {
    expect(formatNairaDifference(0.1 + 0.2 - 0.3)).not.toBe('No change');
    expect(formatNairaDifference(-1234.5)).toBe('−₦1,234.50');
    expect(formatNairaDifference(0)).toBe('No change');
    expect(formatCountDifference(3)).toBe('+3');
    expect(previewChangesNothing(samplePreview)).toBe(false);
    const same: PlanChangePreviewData = { runs: samplePreview.runs.slice(1), activation: [] };
    expect(previewChangesNothing(same)).toBe(true);
  });
});

describe('PlanChangeDialog', () => {
  const change = { label: 'Equilibrium bonus amount', from: '₦1,000.00', to: '₦1,500.00' };

  it('saves only after Save and the confirmation that names old → new', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onOpenChange = vi.fn();
    renderWithTheme(
      <PlanChangeDialog
        open
        onOpenChange={onOpenChange}
        changes={[change]}
        preview={samplePreview}
        onSave={onSave}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preview effect' });
    expect(within(dialog).getByRole('list', { name: 'What changes' })).toHaveTextContent(
      'Equilibrium bonus amount: ₦1,000.00 → ₦1,500.00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Save this change?' });
    expect(confirm).toHaveTextContent('Equilibrium bonus amount: ₦1,000.00 → ₦1,500.00');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cannot save while the preview is loading, and Cancel saves nothing', async () => {
    const onSave = vi.fn();
    const onOpenChange = vi.fn();
    renderWithTheme(
      <PlanChangeDialog open onOpenChange={onOpenChange} changes={[change]} loading onSave={onSave} />,
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSave).not.toHaveBeenCalled();
  });
});
