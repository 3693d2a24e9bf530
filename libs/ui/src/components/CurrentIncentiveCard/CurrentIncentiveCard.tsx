import { formatNaira } from '@kola/domain';
import { useState } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { NO_RANK_TEXT } from '../RankBadge/RankBadge';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledIncentiveBody,
  StyledIncentiveFacts,
  StyledIncentiveImage,
  StyledIncentiveName,
  StyledIncentivePlaceholder,
  StyledIncentiveStatus,
  StyledIncentiveText,
} from './CurrentIncentiveCard.styles';

export type IncentiveClaimStatus = 'processing' | 'approved' | 'declined';

export interface CurrentIncentive {
  id: number;
  rank_id: number;
  rank_name: string;
  /** What is awarded, e.g. "Smartphone". */
  incentive: string;
  /** Naira. */
  worth: number;
  /** The rank's PV level. */
  points: number;
  /** Full URL of the incentive picture (the page resolves storage paths). */
  imageUrl?: string | null;
  /** Null while unclaimed. */
  claim_status: IncentiveClaimStatus | null;
}

export interface CurrentIncentiveCardProps {
  /** The incentive of the member's rank; null while the member holds no rank. */
  incentive: CurrentIncentive | null | undefined;
  /** Claims it (POST /incentive-claims/{id}/create). When it resolves the card shows the claim as processing. */
  onClaim: (incentive: CurrentIncentive) => Promise<unknown> | void;
  claiming?: boolean;
  loading?: boolean;
  error?: string | null | undefined;
  title?: string;
}

const statusLabels: Record<IncentiveClaimStatus, string> = {
  approved: 'Approved',
  processing: 'Processing',
  declined: 'Declined',
};

const pointsFormat = new Intl.NumberFormat('en-US');

/**
 * The dashboard's current incentive: picture, PV, name and worth, with "Claim Incentive" or,
 * once claimed, a status button (approved green, processing blue, anything else danger).
 */
export function CurrentIncentiveCard({
  incentive,
  onClaim,
  claiming = false,
  loading = false,
  error,
  title = 'Current Incentive',
}: CurrentIncentiveCardProps) {
  const [claimedId, setClaimedId] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);

  if (loading) {
    return (
      <Card title={title}>
        <Spinner label="Loading incentive" />
      </Card>
    );
  }
  if (!incentive) {
    return (
      <Card title={title}>
        <StyledIncentiveText>{NO_RANK_TEXT}</StyledIncentiveText>
      </Card>
    );
  }

  // A successful claim is shown as processing until the page reloads the real status.
  const status: IncentiveClaimStatus | null =
    incentive.claim_status ?? (claimedId === incentive.id ? 'processing' : null);

  const claim = async () => {
    setPending(true);
    try {
      await onClaim(incentive);
      setClaimedId(incentive.id);
    } catch {
      // The page reports the failure (error prop or toast); the button stays for a retry.
    } finally {
      setPending(false);
    }
  };

  const showImage = Boolean(incentive.imageUrl) && !imageFailed;

  return (
    <Card title={title}>
      <StyledIncentiveBody>
        {showImage ? (
          <StyledIncentiveImage
            src={incentive.imageUrl ?? undefined}
            alt={incentive.incentive}
            onError={() => setImageFailed(true)}
          />
        ) : (
          <StyledIncentivePlaceholder aria-hidden="true">
            <svg
              width="40"
              height="40"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <rect x="3" y="8" width="18" height="13" rx="1" />
              <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1.5S9 8 12 8Zm0 0c2-4 6-4 6-1.5S15 8 12 8Z" />
            </svg>
          </StyledIncentivePlaceholder>
        )}
        <StyledIncentiveText>
          <StyledIncentiveName>{incentive.incentive}</StyledIncentiveName>
          <StyledIncentiveFacts>
            <div>
              <dt>Rank</dt>
              <dd>{incentive.rank_name}</dd>
            </div>
            <div>
              <dt>PV</dt>
              <dd>{pointsFormat.format(incentive.points)}</dd>
            </div>
            <div>
              <dt>Worth</dt>
              <dd>{formatNaira(incentive.worth)}</dd>
            </div>
          </StyledIncentiveFacts>
          {error ? <Alert tone="danger">{error}</Alert> : null}
          {status ? (
            <StyledIncentiveStatus type="button" disabled data-status={status}>
              {statusLabels[status] ?? status}
            </StyledIncentiveStatus>
          ) : (
            <Button loading={claiming || pending} onClick={() => void claim()}>
              Claim Incentive
            </Button>
          )}
        </StyledIncentiveText>
      </StyledIncentiveBody>
    </Card>
  );
}
