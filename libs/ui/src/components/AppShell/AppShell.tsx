import { useEffect, useId, useState, type ReactNode } from 'react';
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
 * Page frame: a sidebar beside the content on desktop; on phones the sidebar becomes a drawer
 * behind a "Menu" button in the top bar. Escape or a click on the backdrop closes it.
 */
export function AppShell({ sidebar, header, children, defaultMenuOpen = false }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const sidebarId = useId();

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <StyledAppShell>
      <StyledAppShellSidebar
        id={sidebarId}
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
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            onClick={() => setMenuOpen((value) => !value)}
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
