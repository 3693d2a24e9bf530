import { REGISTRATION_WINDOW_DAYS, registrationDaysElapsed } from '@kola/domain';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import {
  StyledCountdown,
  StyledCountdownLabel,
  StyledDeadlineNote,
  StyledProgressFill,
  StyledProgressTrack,
  StyledWelcome,
  StyledWelcomeHeader,
  StyledWelcomeSlot,
  StyledWelcomeTitle,
} from './WelcomePanel.styles';

export const LOGOUT_CONFIRMATION = 'Are you sure you want to log out?';

export interface WelcomePanelProps {
  firstName: string;
  lastName: string;
  /** Account creation time (ISO string or Date). */
  createdAt: string | Date;
  /** Defaults to the current time; pass it for stable stories and tests. */
  now?: Date;
  onLogout: () => Promise<unknown> | void;
  /** Bank details form and Pay Now go here. */
  children?: ReactNode;
}

/** Post-registration page body: greeting, "Day X of 7" countdown, a slot, and logout with confirmation. */
export function WelcomePanel({ firstName, lastName, createdAt, now, onLogout, children }: WelcomePanelProps) {
  const elapsed = registrationDaysElapsed(createdAt, now);
  const day = Math.min(elapsed, REGISTRATION_WINDOW_DAYS);
  const expired = elapsed >= REGISTRATION_WINDOW_DAYS;
  const percent = Math.round((day / REGISTRATION_WINDOW_DAYS) * 100);
  const daysLeft = REGISTRATION_WINDOW_DAYS - day;
  const titleId = useId();

  return (
    <StyledWelcome aria-labelledby={titleId}>
      <StyledWelcomeHeader>
        <StyledWelcomeTitle id={titleId}>
          Welcome, {firstName} {lastName}
        </StyledWelcomeTitle>
        <ConfirmDialog
          title="Log out"
          message={LOGOUT_CONFIRMATION}
          confirmLabel="Log out"
          cancelLabel="Cancel"
          onConfirm={onLogout}
          trigger={<Button variant="secondary">Log out</Button>}
        />
      </StyledWelcomeHeader>
      <StyledCountdown>
        <StyledCountdownLabel>
          Day {day} of {REGISTRATION_WINDOW_DAYS}
        </StyledCountdownLabel>
        <StyledProgressTrack
          role="progressbar"
          aria-label="Registration window"
          aria-valuemin={0}
          aria-valuemax={REGISTRATION_WINDOW_DAYS}
          aria-valuenow={day}
          aria-valuetext={`Day ${day} of ${REGISTRATION_WINDOW_DAYS}`}
        >
          <StyledProgressFill $percent={percent} data-state={expired ? 'expired' : 'running'} />
        </StyledProgressTrack>
        <StyledDeadlineNote>
          {expired
            ? 'Your 7-day registration window has ended. Contact support to continue.'
            : `Add your bank details and pay for your package within ${REGISTRATION_WINDOW_DAYS} days of registering. ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left.`}
        </StyledDeadlineNote>
      </StyledCountdown>
      {children ? <StyledWelcomeSlot>{children}</StyledWelcomeSlot> : null}
    </StyledWelcome>
  );
}
