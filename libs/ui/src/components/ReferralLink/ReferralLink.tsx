import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { StyledHint, StyledLabel } from '../TextField/TextField.styles';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledReferralError,
  StyledReferralInput,
  StyledReferralLink,
  StyledReferralRow,
} from './ReferralLink.styles';

export interface ReferralLinkProps {
  /** The full link, e.g. https://example.com/register?ref=ada. */
  link: string;
  label?: string;
  description?: string;
  /** Called after the link was copied. */
  onCopy?: (link: string) => void;
  /** How long the button says "Copied" (ms). */
  copiedDuration?: number;
}

/** Copies text with the async Clipboard API, or a selected textarea and execCommand where it is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or insecure context: fall back below.
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** A referral link in a read-only field with a Copy button that says "Copied" for a moment. */
export function ReferralLink({
  link,
  label = 'Referral link',
  description,
  onCopy,
  copiedDuration = 2000,
}: ReferralLinkProps) {
  const inputId = useId();
  const hintId = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), copiedDuration);
    return () => clearTimeout(timer);
  }, [state, copiedDuration]);

  const copy = async () => {
    const ok = await copyText(link);
    if (ok) {
      setState('copied');
      onCopy?.(link);
    } else {
      setState('failed');
      inputRef.current?.select();
    }
  };

  return (
    <StyledReferralLink>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledReferralRow>
        <StyledReferralInput
          ref={inputRef}
          id={inputId}
          type="text"
          value={link}
          readOnly
          aria-describedby={description ? hintId : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant={state === 'copied' ? 'secondary' : 'primary'}
          data-state={state}
          aria-label={state === 'copied' ? `Copied ${label}` : `Copy ${label}`}
          onClick={() => void copy()}
        >
          {state === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </StyledReferralRow>
      {description ? <StyledHint id={hintId}>{description}</StyledHint> : null}
      {state === 'failed' ? (
        <StyledReferralError role="alert">
          Could not copy the link. It is selected: copy it by hand.
        </StyledReferralError>
      ) : null}
      <StyledVisuallyHidden role="status">{state === 'copied' ? 'Copied' : ''}</StyledVisuallyHidden>
    </StyledReferralLink>
  );
}
