import { useState } from 'react';
import { errorMessage, useMutation, useQuery } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  NairaAmount,
  PageHeader,
  Select,
  useToast,
  type DataTableColumn,
} from '@kola/ui';
import { RunPreviewDialog } from './runs/RunPreviewDialog';
import { StyledActions } from './runs/RunsPage.styles';
import { DUE_STATUS_LABELS, RUN_KIND_LABELS, type DueRun, type Run, type RunKind } from './runs/runLabels';

const PER_PAGE = 20;

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

const historyColumns: DataTableColumn<Run>[] = [
  { id: 'period', header: 'Period', cell: (run) => run.period },
  { id: 'kind', header: 'Kind', cell: (run) => RUN_KIND_LABELS[run.kind] },
  { id: 'members', header: 'Members', align: 'end', cell: (run) => run.members.toLocaleString('en-US') },
  { id: 'paid', header: 'Paid', align: 'end', cell: (run) => <NairaAmount value={run.paid} /> },
  {
    id: 'forfeited',
    header: 'Forfeited',
    align: 'end',
    cell: (run) => <NairaAmount value={run.forfeited} />,
  },
  {
    id: 'finished',
    header: 'Committed',
    cell: (run) => (run.finished_at ? dateTime.format(new Date(run.finished_at)) : 'Running'),
  },
];

const dueTone = { due: 'warning', already_run: 'success', not_due: 'neutral' } as const;

const dueColumns: DataTableColumn<DueRun>[] = [
  { id: 'kind', header: 'Run', cell: (row) => RUN_KIND_LABELS[row.kind] },
  { id: 'period', header: 'Period', cell: (row) => row.period },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={dueTone[row.status]}>{DUE_STATUS_LABELS[row.status]}</Badge>,
  },
];

const kindOptions = [
  { value: '', label: 'All kinds' },
  ...Object.entries(RUN_KIND_LABELS).map(([value, label]) => ({ value, label })),
];

const runName = (run: { kind: RunKind; period: string }) => `${RUN_KIND_LABELS[run.kind]}, ${run.period}`;

/**
 * /admin/runs (docs/screens/back-office.md#runs): each scheduled run's current period (GET /runs/due)
 * with Preview (what a commit would pay, GET /runs/{kind}/{period}/preview) and Commit by hand
 * after a confirmation (POST /runs/{kind}/{period}/commit; a period pays once, 409 when it was run
 * meanwhile), and the history of the runs, newest first, one page at a time, by kind (GET /runs).
 */
export function RunsPage() {
  const toast = useToast();
  const due = useQuery('/runs/due');
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<RunKind | ''>('');
  const history = useQuery('/runs', {
    params: { query: { page, per_page: PER_PAGE, ...(kind ? { kind } : {}) } },
  });
  const [previewing, setPreviewing] = useState<DueRun | null>(null);
  const preview = useQuery(
    '/runs/{kind}/{period}/preview',
    previewing ? { params: { path: { kind: previewing.kind, period: previewing.period } } } : null,
  );
  const [committing, setCommitting] = useState<DueRun | null>(null);
  const commit = useMutation('post', '/runs/{kind}/{period}/commit', {
    // Money moved: the runs, their due periods and the company's figures change.
    revalidates: (read) => read.startsWith('/runs') || read.startsWith('/bonuses/'),
  });

  const confirmCommit = async () => {
    if (!committing) return;
    try {
      const answer = await commit.trigger({
        params: { path: { kind: committing.kind, period: committing.period } },
      });
      toast.show({ tone: 'success', message: `${answer.message}: ${runName(committing)}` });
    } catch (error) {
      toast.show({ tone: 'danger', message: errorMessage(error) });
      // A run committed meanwhile (409) shows as already run.
      void due.mutate();
      void history.mutate();
    }
  };

  return (
    <PageStack>
      <PageHeader
        title="Runs"
        description="The scheduled bonus runs and automated payouts: preview what a run would pay, commit a due run by hand, and see every run made."
      />
      <Card title="Current periods">
        <DataTable<DueRun>
          caption="Current periods"
          columns={dueColumns}
          rows={due.data ?? []}
          rowKey={(row) => row.kind}
          loading={due.isLoading}
          loadingRows={5}
          error={due.error ? errorMessage(due.error) : undefined}
          onRetry={() => void due.mutate()}
          emptyText="No run is scheduled"
          rowActionsHeader="Actions"
          rowActions={(row) => (
            <StyledActions>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Preview ${runName(row)}`}
                onClick={() => setPreviewing(row)}
              >
                Preview
              </Button>
              <Button
                size="sm"
                aria-label={`Commit ${runName(row)}`}
                disabled={row.status !== 'due'}
                onClick={() => setCommitting(row)}
              >
                Commit
              </Button>
            </StyledActions>
          )}
        />
      </Card>
      <DataTable<Run>
        caption="Run history"
        showCaption
        columns={historyColumns}
        rows={history.data?.data ?? []}
        rowKey={(run) => run.id}
        loading={history.isLoading}
        error={history.error ? errorMessage(history.error) : undefined}
        onRetry={() => void history.mutate()}
        emptyText={kind ? `No ${RUN_KIND_LABELS[kind].toLowerCase()} run yet` : 'No run yet'}
        page={history.data?.current_page ?? page}
        lastPage={history.data?.last_page}
        perPage={history.data?.per_page ?? PER_PAGE}
        total={history.data?.total}
        onPageChange={setPage}
        toolbar={
          <Select
            label="Kind"
            options={kindOptions}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as RunKind | '');
              setPage(1);
            }}
          />
        }
      />
      <RunPreviewDialog
        title={previewing ? runName(previewing) : undefined}
        preview={preview}
        onClose={() => setPreviewing(null)}
      />
      <ConfirmDialog
        open={committing !== null}
        onOpenChange={(open) => {
          if (!open) setCommitting(null);
        }}
        title={committing ? `Commit ${runName(committing)}?` : 'Commit the run?'}
        message="Money moves: the members' wallets are credited (or the payouts made) at once, and it cannot be undone. A period is paid only once."
        confirmLabel="Commit run"
        tone="danger"
        loading={commit.isMutating}
        onConfirm={confirmCommit}
      />
    </PageStack>
  );
}
