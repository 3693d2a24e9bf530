import { errorMessage, useMutation, type components } from '@kola/api';
import { PlanChangeDialog, type PlanChangeItem, type PlanChangePreviewData } from '@kola/ui';
import { useCallback, useRef, useState } from 'react';

type PlanChangePreviewRequest = components['schemas']['PlanChangePreviewRequest'];

/** A change a settings screen is about to save. */
export interface PendingPlanChange {
  /** What changes, old → new (the preview lists it, the confirmation names it). */
  changes: PlanChangeItem[];
  /** The same change as POST /settings/preview takes it. */
  request: PlanChangePreviewRequest;
  /** Saves it (after the confirmation); rejects when the server refuses. */
  save: () => Promise<unknown>;
}

/** How the dialog ended: saved, closed without saving, or refused by the server. */
export type PlanChangeOutcome = 'saved' | 'cancelled' | 'refused';

/**
 * docs/screens/back-office.md#preview-of-a-change: `propose(change)` opens the preview of the change
 * (POST /settings/preview), then Save and its confirmation save it. Resolves with how it ended.
 * Render `dialog` once on the page.
 */
export function usePlanChange() {
  const [pending, setPending] = useState<PendingPlanChange | null>(null);
  const [preview, setPreview] = useState<{ data?: PlanChangePreviewData; error?: string }>({});
  const [loading, setLoading] = useState(false);
  const ask = useMutation('post', '/settings/preview');
  const asked = useRef(0);
  const settle = useRef<((outcome: PlanChangeOutcome) => void) | null>(null);

  const load = useCallback(
    async (request: PlanChangePreviewRequest) => {
      const ticket = ++asked.current;
      setPreview({});
      setLoading(true);
      try {
        const answer = await ask.trigger({ body: request });
        if (ticket === asked.current) setPreview({ data: answer.data });
      } catch (error) {
        if (ticket === asked.current) setPreview({ error: errorMessage(error) });
      } finally {
        if (ticket === asked.current) setLoading(false);
      }
    },
    [ask],
  );

  const finish = (outcome: PlanChangeOutcome) => {
    settle.current?.(outcome);
    settle.current = null;
    asked.current += 1;
    setPending(null);
  };

  const propose = useCallback(
    (change: PendingPlanChange) =>
      new Promise<PlanChangeOutcome>((resolve) => {
        settle.current?.('cancelled');
        settle.current = resolve;
        setPending(change);
        void load(change.request);
      }),
    [load],
  );

  const dialog = (
    <PlanChangeDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open && settle.current) finish('cancelled');
      }}
      changes={pending?.changes ?? []}
      preview={preview.data}
      loading={loading}
      error={preview.error}
      onRetry={() => {
        if (pending) void load(pending.request);
      }}
      onSave={async () => {
        if (!pending) return;
        try {
          await pending.save();
          finish('saved');
        } catch {
          finish('refused');
        }
      }}
    />
  );

  return { propose, dialog };
}
