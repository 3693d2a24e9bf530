export { NOT_FOUND_MESSAGE, NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
