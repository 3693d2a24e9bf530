import { errorMessage } from '@kola/api';
import {
  Alert,
  Button,
  DataTable,
  Dialog,
  EmptyState,
  NairaAmount,
  Spinner,
  earningKindLabel,
} from '@kola/ui';
import { StyledFigures } from './RunsPage.styles';
import { reasonLabel, type RunPreview } from './runLabels';

type Line = RunPreview['top_lines'][number];
type ByKind = RunPreview['by_kind'][number];

/** What a commit of the run would pay (GET /runs/{kind}/{period}/preview): totals, by kind, the largest lines. */
export function RunPreviewDialog({
  title,
  preview,
  onClose,
}: {
  /** The run's name and period; undefined while closed. */
  title: string | undefined;
  preview: { data?: RunPreview | undefined; isLoading: boolean; error?: unknown; mutate: () => unknown };
  onClose: () => void;
}) {
  const data = preview.data;
  let body;
  if (preview.error) {
    body = (
      <Alert tone="danger">
        {errorMessage(preview.error)}{' '}
        <Button variant="link" onClick={() => void preview.mutate()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (preview.isLoading || !data) {
    body = <Spinner label="Computing the run" />;
  } else {
    body = (
      <>
        {data.already_run ? (
          <Alert tone="info">This period was already run: committing it again pays nothing.</Alert>
        ) : null}
        <StyledFigures aria-label="Run totals">
          <div>
            <dt>Members</dt>
            <dd>{data.members.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            <dd>
              <NairaAmount value={data.paid} /> ({data.paid_lines.toLocaleString('en-US')} lines)
            </dd>
          </div>
          <div>
            <dt>Forfeited</dt>
            <dd>
              <NairaAmount value={data.forfeited} /> ({data.forfeited_lines.toLocaleString('en-US')} lines)
            </dd>
          </div>
        </StyledFigures>
        {data.by_kind.length === 0 && data.top_lines.length === 0 ? (
          <EmptyState text="Nobody would be paid by this run." />
        ) : (
          <>
            <DataTable<ByKind>
              caption="By kind"
              showCaption
              rows={data.by_kind}
              rowKey={(row) => row.kind}
              columns={[
                { id: 'kind', header: 'Kind', cell: (row) => earningKindLabel(row.kind) },
                { id: 'paid', header: 'Paid', align: 'end', cell: (row) => <NairaAmount value={row.paid} /> },
                {
                  id: 'forfeited',
                  header: 'Forfeited',
                  align: 'end',
                  cell: (row) => <NairaAmount value={row.forfeited} />,
                },
              ]}
            />
            <DataTable<Line>
              caption="Largest lines"
              showCaption
              rows={data.top_lines}
              rowKey={(_, index) => index}
              columns={[
                { id: 'member', header: 'Member', cell: (row) => row.username ?? 'Nobody (no upline)' },
                { id: 'kind', header: 'Kind', cell: (row) => earningKindLabel(row.kind) },
                {
                  id: 'amount',
                  header: 'Amount',
                  align: 'end',
                  cell: (row) => <NairaAmount value={row.amount} />,
                },
                {
                  id: 'outcome',
                  header: 'Outcome',
                  cell: (row) =>
                    row.forfeit_reason ? `Forfeited: ${reasonLabel(row.forfeit_reason)}` : 'Paid',
                },
              ]}
            />
          </>
        )}
      </>
    );
  }
  return (
    <Dialog
      open={title !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title ? `Preview: ${title}` : 'Preview'}
      description="What committing this run now would pay. Nothing has been paid yet."
    >
      {body}
    </Dialog>
  );
}
