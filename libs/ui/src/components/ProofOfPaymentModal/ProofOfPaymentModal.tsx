import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { EmptyState } from '../EmptyState/EmptyState';
import {
  StyledPreview,
  StyledPreviewImage,
  StyledPreviewNote,
  StyledPreviewPdf,
} from './ProofOfPaymentModal.styles';

export type ProofKind = 'image' | 'pdf';

/** pdf for a .pdf path or a data:application/pdf URL, otherwise image. */
export function proofKind(url: string): ProofKind {
  return /^data:application\/pdf[;,]/i.test(url) || /\.pdf($|[?#])/i.test(url) ? 'pdf' : 'image';
}

export interface ProofOfPaymentModalProps {
  /** Full URL of the uploaded receipt; none means a card payment without a receipt. */
  url: string | null | undefined;
  /** Name for the downloaded file. */
  fileName?: string;
  /** Overrides the kind guessed from the URL. */
  kind?: ProofKind;
  title?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  trigger?: ReactNode;
}

function Preview({ url, kind, title }: { url: string; kind: ProofKind; title: string }) {
  const [failed, setFailed] = useState(false);
  if (kind === 'pdf') {
    return (
      <StyledPreviewPdf data={url} type="application/pdf" aria-label={title} title={title}>
        <StyledPreviewNote>This browser cannot show the PDF here. Use Download to open it.</StyledPreviewNote>
      </StyledPreviewPdf>
    );
  }
  if (failed) {
    return <StyledPreviewNote>The image could not be shown. Use Download to open it.</StyledPreviewNote>;
  }
  return <StyledPreviewImage src={url} alt={title} onError={() => setFailed(true)} />;
}

/** The uploaded payment receipt (image or PDF) with a download link. */
export function ProofOfPaymentModal({
  url,
  fileName,
  kind,
  title = 'Proof of payment',
  open,
  onOpenChange,
  defaultOpen,
  trigger,
}: ProofOfPaymentModalProps) {
  const resolvedKind = url ? (kind ?? proofKind(url)) : 'image';
  return (
    <Dialog
      title={title}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      trigger={trigger}
      footer={
        url ? (
          <Button asChild>
            <a
              href={url}
              download={fileName ?? (resolvedKind === 'pdf' ? 'proof-of-payment.pdf' : 'proof-of-payment')}
              target="_blank"
              rel="noreferrer"
            >
              Download
            </a>
          </Button>
        ) : null
      }
    >
      {url ? (
        <StyledPreview>
          <Preview key={url} url={url} kind={resolvedKind} title={title} />
        </StyledPreview>
      ) : (
        <EmptyState text="No proof of payment was uploaded" />
      )}
    </Dialog>
  );
}
