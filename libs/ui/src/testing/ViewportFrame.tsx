import axe from 'axe-core';
import { useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { UiProvider } from '../theme/UiProvider';
import { StyledCatalogCaption, StyledCatalogItem, StyledViewportFrame } from './Catalog.styles';

export interface ViewportFrameProps {
  /** Names the state shown; also the frame's title. */
  label: string;
  /** Frame width in CSS pixels: the width the content's media queries see (e.g. 360 for a phone). */
  width: number;
  height: number;
  /** A whole page (landmarks and all), rendered in the frame's own document. */
  children: ReactNode;
}

const blankPage = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title.replace(/[<&]/g, '')}</title></head><body></body></html>`;

/**
 * For story catalogues of whole pages (AppShell, the 404 page): each state renders in its own
 * iframe, so several pages' landmarks never share one document and each frame's media queries
 * follow its width (a 360 px phone beside a desktop). axe-core is loaded into the frame, so the
 * story's accessibility check covers the frame's content too.
 */
export function ViewportFrame({ label, width, height, children }: ViewportFrameProps) {
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const captionId = useId();
  return (
    <StyledCatalogItem aria-labelledby={captionId}>
      <StyledCatalogCaption id={captionId}>{label}</StyledCatalogCaption>
      <StyledViewportFrame
        title={label}
        width={width}
        height={height}
        srcDoc={blankPage(label)}
        onLoad={(event) => {
          const loaded = event.currentTarget.contentDocument;
          if (!loaded || loaded === frameDocument) return;
          const script = loaded.createElement('script');
          script.textContent = axe.source;
          loaded.head.appendChild(script);
          setFrameDocument(loaded);
        }}
      />
      {frameDocument
        ? createPortal(
            <StyleSheetManager target={frameDocument.head}>
              <UiProvider>{children}</UiProvider>
            </StyleSheetManager>,
            frameDocument.body,
          )
        : null}
    </StyledCatalogItem>
  );
}
