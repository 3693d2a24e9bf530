import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProfileCardError, ProfileCardSkeleton } from '../ProfileCard/ProfileCardParts';
import {
  StyledDownlineActions,
  StyledDownlineBadges,
  StyledDownlineCard,
  StyledDownlineEmail,
  StyledDownlineGrid,
  StyledDownlineHeading,
  StyledDownlineName,
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
  status?: 'active' | 'inactive' | 'expired';
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
const statusTone = { active: 'success', inactive: 'danger', expired: 'warning' } as const;
const statusText = { active: 'Active', inactive: 'Inactive', expired: 'Expired' } as const;

/** The member's direct downlines (at most two, left first) as cards. */
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
                <Badge tone={statusTone[downline.status]}>{statusText[downline.status]}</Badge>
              ) : null}
            </StyledDownlineBadges>
            <StyledDownlineEmail href={`mailto:${downline.email}`}>{downline.email}</StyledDownlineEmail>
            {renderActions ? <StyledDownlineActions>{renderActions(downline)}</StyledDownlineActions> : null}
          </StyledDownlineCard>
        );
      })}
    </StyledDownlineGrid>
  );
}
