import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProfileCardError, ProfileCardSkeleton } from '../ProfileCard/ProfileCardParts';
import { formatOrderDate } from '../PurchaseHistory/PurchaseHistoryFormat';
import {
  StyledDownlineActions,
  StyledDownlineBadges,
  StyledDownlineCard,
  StyledDownlineEmail,
  StyledDownlineGrid,
  StyledDownlineHeading,
  StyledDownlineName,
  StyledDownlineNote,
  StyledDownlineTop,
  StyledDownlineUsername,
} from './DownlineCardGrid.styles';

/** A downline as the API sends it (field names as the contract spells them). */
export interface DownlineData {
  uuid?: string;
  /** First and last name. */
  name: string;
  username: string;
  /** Package name. */
  package: string | null;
  /** Number of direct downlines. */
  downlines: number;
  email: string;
  photo_path?: string | null;
  position?: 'left' | 'right';
  /** inactive: registered and inside the 7-day payment window; expired: not paid in time. */
  status?: 'active' | 'inactive' | 'expired';
  /** When an unpaid registration expires (inactive only). */
  expires_at?: string | null;
  /** Generations below the member (1 = direct). */
  generation?: number;
  /** The member's leg this downline is in. */
  leg?: 'left' | 'right';
  /** Members in this downline's own placement downline. */
  members_below?: number;
  joined_at?: string;
}

export interface DownlineCardGridProps {
  downlines: readonly DownlineData[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** Turns photo_path into a loadable URL; without it photo_path is used as is. */
  resolvePhotoUrl?: (photoPath: string) => string;
  /** Buttons or links at the foot of one card. */
  renderActions?: (downline: DownlineData) => ReactNode;
}

const sideLabel = { left: 'Left', right: 'Right' } as const;
const statusTone = { active: 'success', inactive: 'warning', expired: 'danger' } as const;
/** The state of a downline as the member reads it: paid, inside the payment window, or expired. */
export const downlineStatusText = {
  active: 'Active',
  inactive: 'Awaiting payment',
  expired: 'Expired',
} as const;

/**
 * The member's direct downlines as cards (left first), each with its state: active, awaiting
 * payment (with the date the window ends) or expired.
 */
export function DownlineCardGrid({
  downlines,
  loading = false,
  error,
  onRetry,
  emptyText = 'There are no direct downlines',
  resolvePhotoUrl,
  renderActions,
}: DownlineCardGridProps) {
  const hasError = error !== undefined && error !== null && error !== false;
  if (loading) {
    return (
      <StyledDownlineGrid aria-label="Direct downlines">
        {[0, 1].map((i) => (
          <StyledDownlineCard key={i} aria-busy="true">
            <ProfileCardSkeleton lines={3} announce={i === 0} />
          </StyledDownlineCard>
        ))}
      </StyledDownlineGrid>
    );
  }
  if (hasError) return <ProfileCardError error={error} onRetry={onRetry} />;
  if (downlines.length === 0) return <EmptyState text={emptyText} />;

  return (
    <StyledDownlineGrid aria-label="Direct downlines">
      {downlines.map((downline) => {
        const photo = downline.photo_path
          ? resolvePhotoUrl
            ? resolvePhotoUrl(downline.photo_path)
            : downline.photo_path
          : null;
        return (
          <StyledDownlineCard key={downline.uuid ?? downline.username}>
            <StyledDownlineTop>
              <Avatar name={downline.name} photoUrl={photo} size={48} />
              <StyledDownlineHeading>
                <StyledDownlineName>{downline.name}</StyledDownlineName>
                <StyledDownlineUsername>@{downline.username}</StyledDownlineUsername>
              </StyledDownlineHeading>
            </StyledDownlineTop>
            <StyledDownlineBadges>
              <Badge tone="brand">{downline.package ?? 'No package'}</Badge>
              {downline.position ? <Badge tone="neutral">{sideLabel[downline.position]}</Badge> : null}
              {downline.status ? (
                <Badge tone={statusTone[downline.status]}>{downlineStatusText[downline.status]}</Badge>
              ) : null}
            </StyledDownlineBadges>
            {downline.status === 'inactive' && downline.expires_at ? (
              <StyledDownlineNote>Pay by {formatOrderDate(downline.expires_at)}</StyledDownlineNote>
            ) : null}
            {downline.status === 'expired' ? (
              <StyledDownlineNote>Not paid within 7 days; the slot is free again.</StyledDownlineNote>
            ) : null}
            <StyledDownlineEmail href={`mailto:${downline.email}`}>{downline.email}</StyledDownlineEmail>
            {renderActions ? <StyledDownlineActions>{renderActions(downline)}</StyledDownlineActions> : null}
          </StyledDownlineCard>
        );
      })}
    </StyledDownlineGrid>
  );
}
