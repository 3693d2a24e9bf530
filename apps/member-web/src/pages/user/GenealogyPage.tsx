import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, errorMessage, useApiClient, useQuery, type components } from '@kola/api';
import {
  fromApiGenealogy,
  GenealogyMemberDetails,
  GenealogyTree,
  PageHeader,
  type ApiGenealogyNode,
  type GenealogyNode,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { paths } from '../../paths';
import { useMember } from '../../shell';

/** The tree wide and the details beside it on a large screen; one under the other below. */
const GenealogyGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

/** Generations loaded with the member at first; deeper branches load when opened. */
const FIRST_DEPTH = 2;

type ApiNode = components['schemas']['GenealogyNode'];
const asTree = (node: ApiNode) => node as unknown as ApiGenealogyNode;

/**
 * Registration under `upline` with the viewer as sponsor (docs/trees-and-placement.md#registration-and-slots):
 * `ref` places the recruit, `placer` names the sponsor when it is not the upline.
 */
export function registerUnder(upline: string, sponsor: string): string {
  const query = new URLSearchParams({ ref: upline });
  if (upline.toLowerCase() !== sponsor.toLowerCase()) query.set('placer', sponsor);
  return `${paths.register}?${query.toString()}`;
}

/**
 * /user/genealogy (docs/screens/member.md#genealogy): the Network Structure of the member's
 * placement tree, two generations first and each branch loaded when opened; a username search
 * opens the path to that member however deep (the server answers the way down); the chosen
 * member's details, with a link to register a partner in a free slot under them.
 */
export function GenealogyPage() {
  const member = useMember();
  const { uuid } = member;
  const api = useApiClient();
  const tree = useQuery('/users/{uuid}/genealogy', {
    params: { path: { uuid }, query: { depth: FIRST_DEPTH } },
  });
  const start = useMemo(
    () => (tree.data ? fromApiGenealogy(asTree(tree.data), FIRST_DEPTH) : null),
    [tree.data],
  );
  // Children already answered by a search, so opening its path asks nothing more.
  const known = useRef(new Map<string, GenealogyNode[]>());
  const [selected, setSelected] = useState<GenealogyNode | null>(null);

  const loadChildren = useCallback(
    async (nodeId: string): Promise<readonly GenealogyNode[]> => {
      const cached = known.current.get(nodeId);
      if (cached) return cached;
      const { data } = await api.GET('/users/{uuid}/genealogy', {
        params: { path: { uuid }, query: { node: nodeId, depth: 1 } },
      });
      if (!data) throw new Error('No answer');
      return fromApiGenealogy(asTree(data.data), 1).children.get(nodeId) ?? [];
    },
    [api, uuid],
  );

  const findPath = useCallback(
    async (username: string): Promise<readonly string[] | null> => {
      try {
        const { data } = await api.GET('/users/{uuid}/genealogy', {
          params: { path: { uuid }, query: { username, depth: 1 } },
        });
        if (!data) return null;
        fromApiGenealogy(asTree(data.data)).children.forEach((kids, id) => known.current.set(id, kids));
        return data.data.path ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    [api, uuid],
  );

  return (
    <PageStack>
      <PageHeader
        title="Genealogy"
        description="Your placement tree: open a member to see their downlines, or search a username."
      />
      <GenealogyGrid>
        <GenealogyTree
          root={start?.root}
          initialChildren={start?.children}
          loadChildren={loadChildren}
          findPath={findPath}
          loading={tree.isLoading}
          error={tree.error ? errorMessage(tree.error) : undefined}
          onRetry={() => void tree.mutate()}
          onSelect={setSelected}
        />
        <GenealogyMemberDetails
          member={selected ?? start?.root}
          loading={tree.isLoading}
          error={tree.error ? errorMessage(tree.error) : undefined}
          onRetry={() => void tree.mutate()}
          registerHref={(node) => registerUnder(node.username, member.username)}
          linkComponent={Link}
        />
      </GenealogyGrid>
    </PageStack>
  );
}
