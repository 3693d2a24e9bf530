import { useId, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { StyledHint } from '../TextField/TextField.styles';
import {
  StyledSwitchError,
  StyledSwitchInput,
  StyledSwitchLabel,
  StyledSwitchRow,
} from './TwoFactorToggle.styles';

/** The lead of the message shown under the switch when a save failed. */
export const TWO_FACTOR_NOT_SAVED = 'Your 2FA setting was not saved.';

export interface TwoFactorToggleProps {
  /** The saved value (the switch shows it until the page reloads the record). */
  enabled: boolean;
  /** Saved at once by the page; the toggle is disabled while `saving`. */
  onChange: (next: boolean) => void;
  saving?: boolean;
  /** The switch cannot be changed, e.g. while the record is still loading. */
  disabled?: boolean;
  /**
   * Why the last save failed (usually the server's message). Shown under the switch after
   * "Your 2FA setting was not saved."; the switch keeps the saved value so the user can try again.
   */
  error?: ReactNode;
  description?: string;
}

/** The Security tab's 2FA switch (a checkbox with role switch), labelled Enabled or Disabled. */
export function TwoFactorToggle({
  enabled,
  onChange,
  saving = false,
  disabled = false,
  error,
  description = 'When enabled, a code is sent to your email each time you log in.',
}: TwoFactorToggleProps) {
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ');
  return (
    <div>
      <StyledSwitchRow>
        <StyledSwitchLabel
          data-disabled={disabled && !saving ? 'true' : undefined}
          data-busy={saving ? 'true' : undefined}
        >
          <StyledSwitchInput
            type="checkbox"
            role="switch"
            checked={enabled}
            aria-checked={enabled}
            aria-busy={saving || undefined}
            aria-describedby={describedBy || undefined}
            disabled={saving || disabled}
            onChange={(event) => onChange(event.target.checked)}
          />
          {enabled ? 'Enabled' : 'Disabled'}
        </StyledSwitchLabel>
        {saving ? <Spinner size="sm" label="Saving" /> : null}
      </StyledSwitchRow>
      {error ? (
        <StyledSwitchError id={errorId} role="alert">
          <strong>{TWO_FACTOR_NOT_SAVED}</strong> {error}
        </StyledSwitchError>
      ) : null}
      {description ? <StyledHint id={descriptionId}>{description}</StyledHint> : null}
    </div>
  );
}
