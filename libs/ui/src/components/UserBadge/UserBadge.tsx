import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import {
  StyledUserBadge,
  StyledUserBadgeName,
  StyledUserBadgeOnline,
  StyledUserBadgeSubtitle,
  StyledUserBadgeText,
} from './UserBadge.styles';

export interface UserBadgeProps {
  name: string;
  /** The photo; without one (or when it fails to load) a placeholder with initials. */
  photoUrl?: string | null | undefined;
  /** Shows the "Online" indicator (default true: the signed-in user). */
  online?: boolean;
  /** A line under the name, e.g. the package or the email. */
  subtitle?: ReactNode;
  /** `dark` on the sidebar, `light` on a page. */
  tone?: 'light' | 'dark';
  /** Avatar size in px. */
  size?: number;
}

/**
 * The signed-in user: photo (or initials), name and the "Online" indicator (docs/screens/member.md#sidebar).
 */
export function UserBadge({
  name,
  photoUrl,
  online = true,
  subtitle,
  tone = 'light',
  size = 48,
}: UserBadgeProps) {
  return (
    <StyledUserBadge data-tone={tone} data-testid="user-badge">
      <Avatar name={name} photoUrl={photoUrl} size={size} />
      <StyledUserBadgeText>
        <StyledUserBadgeName>{name}</StyledUserBadgeName>
        {subtitle ? <StyledUserBadgeSubtitle>{subtitle}</StyledUserBadgeSubtitle> : null}
        {online ? <StyledUserBadgeOnline>Online</StyledUserBadgeOnline> : null}
      </StyledUserBadgeText>
    </StyledUserBadge>
  );
}
