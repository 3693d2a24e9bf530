export { createPageDecorator } from './PageDecorator';
export type { AppUnderTest } from './PageDecorator';
export { createRenderApp } from './renderApp';
export { storyRoutes } from './storyRoutes';
export type { PageRoute, PageSession } from './storyRoutes';
export { fail, ok, pending } from '@kola/api/testing';
export type { StubResponse, StubRoutes } from '@kola/api/testing';
