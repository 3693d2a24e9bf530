export { GenealogyTree } from './GenealogyTree';
export type { GenealogyTreeProps } from './GenealogyTree';
export {
  findByUsername,
  flattenVisible,
  fromApiGenealogy,
  indexTree,
  isExpandable,
  pathTo,
} from './GenealogyTreeModel';
export type {
  ApiGenealogyNode,
  GenealogyChildren,
  GenealogyIndex,
  GenealogyLayout,
  GenealogyNode,
  VisibleTreeRow,
} from './GenealogyTreeModel';
