import { useEffect, useId, useState, useTransition, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { LazyDialog, lazyDialog } from '../LazyDialog/LazyDialog';
import { UiLink, type LinkComponent, type LinkComponentProps } from '../TextLink/TextLink';
import { UserBadge } from '../UserBadge/UserBadge';
import {
  StyledSidebar,
  StyledSidebarBrand,
  StyledSidebarFooter,
  StyledSidebarIcon,
  StyledSidebarLinkWrapper,
  StyledSidebarList,
} from './Sidebar.styles';

export interface SidebarItem {
  key: string;
  label: string;
  /** Leaf items link here; groups (with children) may omit it. */
  href?: string;
  icon?: ReactNode;
  children?: SidebarItem[];
}

export interface SidebarUser {
  name: string;
  photoUrl?: string | null | undefined;
}

export interface SidebarProps extends LinkComponentProps {
  brand?: ReactNode;
  user: SidebarUser;
  items: SidebarItem[];
  activeKey?: string | undefined;
  onLogout: () => Promise<unknown> | void;
  /** Called after a link is chosen (AppShell closes the mobile drawer with it). */
  onNavigate?: () => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Links above the logout button, e.g. "Change Password". */
  footerItems?: SidebarItem[];
}

const containsKey = (item: SidebarItem, key: string | undefined): boolean =>
  key !== undefined && (item.key === key || (item.children ?? []).some((child) => containsKey(child, key)));

interface SidebarEntryProps {
  item: SidebarItem;
  activeKey: string | undefined;
  linkComponent: LinkComponent;
  onNavigate: (() => void) | undefined;
}

function SidebarEntry({ item, activeKey, linkComponent, onNavigate }: SidebarEntryProps) {
  const holdsActive = containsKey(item, activeKey);
  const [expanded, setExpanded] = useState(holdsActive);
  // Navigating into a closed group (e.g. from a link elsewhere on the page) opens it.
  useEffect(() => {
    if (holdsActive) setExpanded(true);
  }, [holdsActive]);
  const groupId = useId();
  const icon = item.icon ? <StyledSidebarIcon aria-hidden="true">{item.icon}</StyledSidebarIcon> : null;

  if (item.children && item.children.length > 0) {
    return (
      <li>
        <StyledSidebarLinkWrapper>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={groupId}
            onClick={() => setExpanded((v) => !v)}
          >
            {icon}
            {item.label}
            <span data-chevron aria-hidden="true">
              ›
            </span>
          </button>
        </StyledSidebarLinkWrapper>
        {expanded ? (
          <StyledSidebarList id={groupId}>
            {item.children.map((child) => (
              <SidebarEntry
                key={child.key}
                item={child}
                activeKey={activeKey}
                linkComponent={linkComponent}
                onNavigate={onNavigate}
              />
            ))}
          </StyledSidebarList>
        ) : null}
      </li>
    );
  }

  return (
    <li>
      <StyledSidebarLinkWrapper>
        <UiLink
          href={item.href ?? '#'}
          linkComponent={linkComponent}
          {...(item.key === activeKey ? { 'aria-current': 'page' as const } : {})}
          {...(onNavigate ? { onClick: onNavigate } : {})}
        >
          {icon}
          {item.label}
        </UiLink>
      </StyledSidebarLinkWrapper>
    </li>
  );
}

/** LogoutConfirm with the modal it opens (Dialog's body): both load on the first press, together. */
const logoutConfirm = lazyDialog(() =>
  import('./SidebarLogoutDialog').then(async ({ LogoutConfirm, dialogBody }) => {
    await dialogBody.load();
    return LogoutConfirm;
  }),
);

/**
 * The sidebar's "Log out": the button alone until it is first pressed, then the confirmation
 * (LogoutConfirm), whose code (the Radix dialog, about 11 kB of gzip) loads only then: every
 * signed-in page shows this button, few visits log out (docs/adr/0014-static-delivery.md#budgets).
 * Pointing at or focusing the button starts the load; the button shows a spinner until it is there.
 */
function SidebarLogout({ onLogout }: { onLogout: SidebarProps['onLogout'] }) {
  const [opened, setOpened] = useState(false);
  const [loading, startLoading] = useTransition();
  const button = (
    <Button
      variant="secondary"
      fullWidth
      loading={loading || opened}
      {...logoutConfirm.triggerProps}
      onClick={() => startLoading(() => setOpened(true))}
    >
      Log out
    </Button>
  );
  return (
    <LazyDialog
      dialog={logoutConfirm}
      opened={opened}
      fallback={button}
      props={{ onConfirm: onLogout, fullWidth: true, defaultOpen: true }}
    />
  );
}

/**
 * Navigation with the user's name, photo (or placeholder), an Online indicator, collapsible
 * groups (the group holding the active item starts open), footer links and a confirmed logout.
 */
export function Sidebar({
  brand = 'Kola Herbal',
  user,
  items,
  activeKey,
  linkComponent = 'a',
  onLogout,
  onNavigate,
  label = 'Main',
  footerItems = [],
}: SidebarProps) {
  return (
    <StyledSidebar aria-label={label}>
      <StyledSidebarBrand>{brand}</StyledSidebarBrand>
      <UserBadge name={user.name} photoUrl={user.photoUrl} tone="dark" />
      <StyledSidebarList>
        {items.map((item) => (
          <SidebarEntry
            key={item.key}
            item={item}
            activeKey={activeKey}
            linkComponent={linkComponent}
            onNavigate={onNavigate}
          />
        ))}
      </StyledSidebarList>
      <StyledSidebarFooter>
        {footerItems.length > 0 ? (
          <StyledSidebarList>
            {footerItems.map((item) => (
              <SidebarEntry
                key={item.key}
                item={item}
                activeKey={activeKey}
                linkComponent={linkComponent}
                onNavigate={onNavigate}
              />
            ))}
          </StyledSidebarList>
        ) : null}
        <SidebarLogout onLogout={onLogout} />
      </StyledSidebarFooter>
    </StyledSidebar>
  );
}
