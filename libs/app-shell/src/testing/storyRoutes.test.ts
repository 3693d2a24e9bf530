import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { storyRoutes } from './storyRoutes';

const routes: RouteObject[] = [
  { path: '/login', element: 'login' },
  {
    path: '/user',
    element: 'guard',
    children: [
      { path: 'dashboard', Component: () => null },
      { path: 'wallet', element: 'wallet' },
    ],
  },
];

describe('given storyRoutes', () => {
  it('puts the story in place of the page at a full path and keeps the guard above it', () => {
    const result = storyRoutes(routes, '/user/dashboard', 'story');
    const user = result[1]!;
    expect(user.element).toBe('guard');
    expect(user.children![0]).toEqual({ path: 'dashboard', element: 'story' });
    expect(user.children![1]).toBe(routes[1]!.children![1]);
    expect(result[0]).toBe(routes[0]);
  });

  it('refuses a path the table does not have', () => {
    expect(() => storyRoutes(routes, '/user/nothing', 'story')).toThrow(
      'No route with the path /user/nothing',
    );
  });
});
