import type { ReactNode } from 'react';
import {
  StyledAuthBody,
  StyledAuthBrand,
  StyledAuthCard,
  StyledAuthFooter,
  StyledAuthPage,
  StyledAuthSubtitle,
  StyledAuthTitle,
} from './AuthLayout.styles';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Brand name above the card. */
  brand?: ReactNode;
  /** 'wide' for the registration form. */
  width?: 'normal' | 'wide';
}

/** Centred card with the brand name for public and auth screens; full width on phones. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  brand = 'Kola Herbal',
  width = 'normal',
}: AuthLayoutProps) {
  return (
    <StyledAuthPage>
      <StyledAuthBrand>
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M5 21c0-9 5-15 15-16-1 10-7 15-15 16Z" />
          <path d="M5 21 14 11" />
        </svg>
        {brand}
      </StyledAuthBrand>
      <StyledAuthCard data-width={width}>
        <StyledAuthTitle>{title}</StyledAuthTitle>
        {subtitle ? <StyledAuthSubtitle>{subtitle}</StyledAuthSubtitle> : null}
        <StyledAuthBody>{children}</StyledAuthBody>
        {footer ? <StyledAuthFooter>{footer}</StyledAuthFooter> : null}
      </StyledAuthCard>
    </StyledAuthPage>
  );
}
