import { useId, type ReactNode } from 'react';
import {
  StyledCard,
  StyledCardActions,
  StyledCardBody,
  StyledCardHeader,
  StyledCardTitle,
} from './Card.styles';

export interface CardProps {
  title?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A titled surface; with a title it is a labelled region. */
export function Card({ title, actions, children, className }: CardProps) {
  const titleId = useId();
  return (
    <StyledCard aria-labelledby={title ? titleId : undefined} className={className}>
      {title || actions ? (
        <StyledCardHeader>
          {title ? <StyledCardTitle id={titleId}>{title}</StyledCardTitle> : <span />}
          {actions ? <StyledCardActions>{actions}</StyledCardActions> : null}
        </StyledCardHeader>
      ) : null}
      <StyledCardBody>{children}</StyledCardBody>
    </StyledCard>
  );
}
