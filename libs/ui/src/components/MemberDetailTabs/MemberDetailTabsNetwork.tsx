import { useMemo, type ReactNode } from 'react';
import type { DownlineData } from '../DownlineCardGrid/DownlineCardGrid';
import { GenealogyTree } from '../GenealogyTree/GenealogyTree';
import type { GenealogyNode } from '../GenealogyTree/GenealogyTreeModel';
import type { MemberDetail } from './MemberDetailTabsPanels';

export const NO_DIRECT_DOWNLINES = 'There are no direct downlines';

const statuses = ['active', 'inactive', 'expired'] as const;
const asStatus = (status: string | undefined) =>
  statuses.find((known) => known === status) as GenealogyNode['status'] | undefined;

/** The member at the top of the tree; a known leaf when the direct downlines are known to be none. */
export function memberAsNode(member: MemberDetail, directDownlines?: readonly DownlineData[]): GenealogyNode {
  const status = asStatus(member.status);
  return {
    id: member.uuid,
    name: `${member.first_name} ${member.last_name}`,
    username: member.username,
    packageName: member.package_name ?? null,
    rankName: member.rank_name ?? null,
    photoUrl: member.photoUrl ?? null,
    position: null,
    ...(status ? { status } : {}),
    ...(directDownlines && directDownlines.length === 0 ? { hasChildren: false } : {}),
  };
}

/**
 * A direct downline as a tree node. It can be opened only when it has downlines and there is a
 * loader for them (and a uuid to load them by).
 */
export function downlineAsNode(downline: DownlineData, canLoad: boolean): GenealogyNode {
  const expandable = canLoad && Boolean(downline.uuid) && downline.downlines > 0;
  return {
    id: downline.uuid ?? `username:${downline.username}`,
    name: downline.name,
    username: downline.username,
    packageName: downline.package,
    photoUrl: downline.photo_path ?? null,
    position: downline.position ?? null,
    ...(downline.status ? { status: downline.status } : {}),
    ...(expandable ? {} : { hasChildren: false }),
  };
}

export interface MemberDetailTabsNetworkProps {
  member: MemberDetail;
  /** The direct downlines (undefined while loading, unless `loadChildren` loads them). */
  directDownlines?: readonly DownlineData[];
  /** Children of a member by uuid (left first); without it only the direct downlines show. */
  loadChildren?: (nodeId: string) => Promise<readonly GenealogyNode[]>;
  /** Finds a username below the member: the uuids from the member down to it, or null. */
  findPath?: (username: string) => Promise<readonly string[] | null>;
  error?: ReactNode;
  onRetry?: () => void;
}

/**
 * Network Structure (docs/screens/back-office.md#members): the member's tree of direct downlines as a
 * GenealogyTree. The direct downlines the page already has are the first level; with
 * `loadChildren` every level below opens on demand.
 */
export function MemberDetailTabsNetwork({
  member,
  directDownlines,
  loadChildren,
  findPath,
  error,
  onRetry,
}: MemberDetailTabsNetworkProps) {
  const root = useMemo(() => memberAsNode(member, directDownlines), [member, directDownlines]);
  const initialChildren = useMemo(
    () =>
      directDownlines
        ? new Map([
            [member.uuid, directDownlines.map((downline) => downlineAsNode(downline, Boolean(loadChildren)))],
          ])
        : undefined,
    [member.uuid, directDownlines, loadChildren],
  );
  const waiting = directDownlines === undefined && !loadChildren;
  return (
    <GenealogyTree
      // The tree takes its first level once: new downlines (or another member) start it again.
      key={`${member.uuid}:${directDownlines ? directDownlines.map((d) => d.uuid ?? d.username).join(',') : 'lazy'}`}
      root={waiting ? undefined : root}
      loading={waiting && !error}
      error={error}
      onRetry={onRetry}
      initialChildren={initialChildren}
      loadChildren={loadChildren}
      findPath={findPath}
      emptyText={NO_DIRECT_DOWNLINES}
    />
  );
}
