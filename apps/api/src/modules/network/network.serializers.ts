import type { components } from '@kola/api/schema';
import { REGISTRATION_WINDOW_DAYS } from '@kola/domain';
import { generationsBetween, type TreeRow } from './tree.repository';

const DAY_MS = 86_400_000;
const side = (position: number | null): 'left' | 'right' | null =>
  position === 1 ? 'left' : position === 2 ? 'right' : null;

/** The contract's GenealogyNode. */
export type GenealogyNodeOut = components['schemas']['GenealogyNode'] & { children: GenealogyNodeOut[] };

/** The contract's GenealogyNode (children filled by the caller). */
export function toGenealogyNode(row: TreeRow, isRoot: boolean): GenealogyNodeOut {
  return {
    id: row.uuid,
    name: `${row.first_name} ${row.last_name}`,
    title: row.package_name ? `${row.username} · ${row.package_name}` : row.username,
    username: row.username,
    package_name: row.package_name,
    rank_name: row.rank_name,
    photo_path: row.photo_path,
    status: row.status,
    position: isRoot ? null : side(row.position),
    joined_at: row.created_at.toISOString(),
    left_volume: row.left_pv,
    right_volume: row.right_pv,
    members_below: row.members_below,
    children_count: row.children_count,
    children: [],
  };
}

/**
 * The contract's Downline, as seen from the member at `viewerPath`: its generation and leg
 * there. An unpaid registration carries when it expires.
 */
export function toDownline(row: TreeRow, viewerPath: string) {
  const placed = row.path !== null && row.path !== undefined && row.status !== 'expired';
  const position = side(row.position);
  const legBits = placed ? row.path.slice(viewerPath.length, viewerPath.length + 2) : '';
  return {
    uuid: row.uuid,
    name: `${row.first_name} ${row.last_name}`,
    username: row.username,
    package: row.package_name,
    downlines: row.children_count,
    email: row.email,
    photo_path: row.photo_path,
    ...(placed && position ? { position } : {}),
    status: row.status,
    expires_at:
      row.status === 'inactive'
        ? new Date(row.created_at.getTime() + REGISTRATION_WINDOW_DAYS * DAY_MS).toISOString()
        : null,
    generation: placed ? generationsBetween(viewerPath, row.path) : 1,
    ...(legBits === '01' ? { leg: 'left' as const } : legBits === '10' ? { leg: 'right' as const } : {}),
    members_below: row.members_below,
    joined_at: row.created_at.toISOString(),
  };
}
