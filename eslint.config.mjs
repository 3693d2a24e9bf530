import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/storybook-static',
      '**/generated/**',
      '.data',
      '.nx',
      '**/vite.config.ts.timestamp-*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    rules: {
      // Layers (docs/adr/0004, 0009): apps compose libs; the app shell (type:feature) composes
      // ui, data-access and domain for the web apps; ui and data-access sit on domain; domain
      // depends on nothing; the server never imports ui.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: ['@kola/api/schema'],
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:domain'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:domain'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:server', notDependOnLibsWithTags: ['type:ui', 'type:feature'] },
            {
              sourceTag: 'type:domain',
              bannedExternalImports: [
                'react',
                'react-*',
                'styled-components',
                'fastify',
                '@fastify/*',
                '@electric-sql/*',
                'pg',
                'kysely',
                'swr',
              ],
            },
            {
              sourceTag: 'type:ui',
              bannedExternalImports: [
                'fastify',
                '@fastify/*',
                'pg',
                '@electric-sql/*',
                'kysely',
                'swr',
                'openapi-fetch',
              ],
            },
            {
              sourceTag: 'type:feature',
              bannedExternalImports: ['fastify', '@fastify/*', 'pg', '@electric-sql/*', 'kysely'],
            },
            {
              sourceTag: 'type:data-access',
              bannedExternalImports: [
                'fastify',
                '@fastify/*',
                'pg',
                '@electric-sql/*',
                'kysely',
                'styled-components',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  prettier,
];
