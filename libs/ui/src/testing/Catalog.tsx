import { useId, type ReactNode } from 'react';
import { StyledCatalog, StyledCatalogCaption, StyledCatalogItem } from './Catalog.styles';

export interface CatalogProps {
  children: ReactNode;
  /** Narrowest column; the grid fits as many as the width allows (one on phones). */
  minItemWidth?: string;
  /** 'wrap': items keep their own width and wrap (for ViewportFrames of fixed widths). */
  layout?: 'grid' | 'wrap';
}

/** The grid of an `AllStates` story: one CatalogItem (or DialogFrame) per state, side by side. */
export function Catalog({ children, minItemWidth = '18rem', layout = 'grid' }: CatalogProps) {
  return (
    <StyledCatalog $minItemWidth={minItemWidth} data-layout={layout}>
      {children}
    </StyledCatalog>
  );
}

export interface CatalogItemProps {
  /** Names the state shown, e.g. "Disabled". */
  label: ReactNode;
  children: ReactNode;
}

/** One state of a catalogue, captioned with its name (the figure's accessible name). */
export function CatalogItem({ label, children }: CatalogItemProps) {
  const captionId = useId();
  return (
    <StyledCatalogItem aria-labelledby={captionId}>
      <StyledCatalogCaption id={captionId}>{label}</StyledCatalogCaption>
      {children}
    </StyledCatalogItem>
  );
}
