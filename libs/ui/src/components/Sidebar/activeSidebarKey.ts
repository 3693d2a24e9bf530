import type { SidebarItem } from './Sidebar';

const normalise = (path: string) => {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

const leaves = (items: SidebarItem[]): SidebarItem[] =>
  items.flatMap((item) => (item.children && item.children.length > 0 ? leaves(item.children) : [item]));

/**
 * The key of the sidebar entry for `pathname`: an exact href match, else the longest href the
 * path lies under (`/user/wallet/123` → the `/user/wallet` entry), else `aliases[pathname]` (pages
 * reached from another page rather than the menu).
 */
export function activeSidebarKey(
  items: SidebarItem[],
  pathname: string,
  aliases: Record<string, string> = {},
): string | undefined {
  const path = normalise(pathname);
  const candidates = leaves(items).filter((item) => item.href !== undefined);
  const exact = candidates.find((item) => normalise(item.href ?? '') === path);
  if (exact) return exact.key;
  const under = candidates
    .filter((item) => {
      const href = normalise(item.href ?? '');
      return href !== '/' && path.startsWith(`${href}/`);
    })
    .sort((a, b) => (b.href?.length ?? 0) - (a.href?.length ?? 0))[0];
  return under?.key ?? aliases[path];
}
