import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  StyledAppShell,
  StyledAppShellBackdrop,
  StyledAppShellContent,
  StyledAppShellHeaderSlot,
  StyledAppShellMain,
  StyledAppShellMenuButton,
  StyledAppShellSidebar,
  StyledAppShellTopBar,
} from './AppShell.styles';

export interface AppShellProps {
  sidebar: ReactNode;
  header?: ReactNode;
  children: ReactNode;
  /** Open the mobile menu initially (stories). */
  defaultMenuOpen?: boolean;
}

/**
 * Page frame: a sidebar beside the content on desktop; on phones (down to 360 px) the sidebar
 * becomes a drawer behind a "Menu" button in the top bar. Opening it moves focus to its first
 * entry; Escape closes it and returns focus to the button; a click on the backdrop or a chosen
 * link closes it too.
 */
export function AppShell({ sidebar, header, children, defaultMenuOpen = false }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const sidebarId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);

  useEffect(() => {
    if (!menuOpen) return undefined;
    if (focusOnOpen.current) {
      focusOnOpen.current = false;
      sidebarRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <StyledAppShell>
      <StyledAppShellSidebar
        id={sidebarId}
        ref={sidebarRef}
        data-state={menuOpen ? 'open' : 'closed'}
        data-testid="app-shell-sidebar"
        onClick={(event) => {
          // Choosing a link closes the mobile drawer.
          if (menuOpen && event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
        }}
      >
        {sidebar}
      </StyledAppShellSidebar>
      {menuOpen ? (
        <StyledAppShellBackdrop data-testid="app-shell-backdrop" onClick={() => setMenuOpen(false)} />
      ) : null}
      <StyledAppShellMain>
        <StyledAppShellTopBar>
          <StyledAppShellMenuButton
            ref={menuButtonRef}
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            onClick={() => {
              focusOnOpen.current = !menuOpen;
              setMenuOpen((value) => !value);
            }}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </StyledAppShellMenuButton>
          <StyledAppShellHeaderSlot>{header}</StyledAppShellHeaderSlot>
        </StyledAppShellTopBar>
        <StyledAppShellContent>{children}</StyledAppShellContent>
      </StyledAppShellMain>
    </StyledAppShell>
  );
}
