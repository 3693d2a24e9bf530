import type { ReactNode } from 'react';
import {
  StyledPageHeader,
  StyledPageHeaderActions,
  StyledPageHeaderDescription,
  StyledPageHeaderText,
  StyledPageHeaderTitle,
} from './PageHeader.styles';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The page's h1, an optional description and page-level actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <StyledPageHeader>
      <StyledPageHeaderText>
        <StyledPageHeaderTitle>{title}</StyledPageHeaderTitle>
        {description ? <StyledPageHeaderDescription>{description}</StyledPageHeaderDescription> : null}
      </StyledPageHeaderText>
      {actions ? <StyledPageHeaderActions>{actions}</StyledPageHeaderActions> : null}
    </StyledPageHeader>
  );
}
