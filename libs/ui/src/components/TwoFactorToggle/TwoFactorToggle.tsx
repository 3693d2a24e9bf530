import { Spinner } from '../Spinner/Spinner';
import { StyledHint } from '../TextField/TextField.styles';
import { StyledSwitchInput, StyledSwitchLabel, StyledSwitchRow } from './TwoFactorToggle.styles';

export interface TwoFactorToggleProps {
  enabled: boolean;
  /** Saved at once by the page; the toggle is disabled while `saving`. */
  onChange: (next: boolean) => void;
  saving?: boolean;
  description?: string;
}

/** The Security tab's 2FA switch (a checkbox with role switch), labelled Enabled or Disabled. */
export function TwoFactorToggle({
  enabled,
  onChange,
  saving = false,
  description = 'When enabled, a code is sent to your email each time you log in.',
}: TwoFactorToggleProps) {
  return (
    <div>
      <StyledSwitchRow>
        <StyledSwitchLabel data-disabled={saving ? 'true' : undefined}>
          <StyledSwitchInput
            type="checkbox"
            role="switch"
            checked={enabled}
            aria-checked={enabled}
            aria-busy={saving || undefined}
            disabled={saving}
            onChange={(event) => onChange(event.target.checked)}
          />
          {enabled ? 'Enabled' : 'Disabled'}
        </StyledSwitchLabel>
        {saving ? <Spinner size="sm" label="Saving" /> : null}
      </StyledSwitchRow>
      {description ? <StyledHint>{description}</StyledHint> : null}
    </div>
  );
}
