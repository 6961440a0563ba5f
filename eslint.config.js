import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** @brand/ui stays presentational: no router, network, auth client or toasts. */
const pureUiImports = {
  paths: [
    { name: 'react-router', message: '@brand/ui is pure: the app injects links.' },
    { name: 'react-router-dom', message: '@brand/ui is pure: the app injects links.' },
    { name: 'sonner', message: '@brand/ui is pure: toasts belong to the app.' },
  ],
  patterns: [{ group: ['@supabase/*'], message: '@brand/ui is pure: no auth client.' }],
};

/** The product areas of @brand/ui (`packages/ui/src/<area>/`), and the layers they share. */
const uiAreas = [
  'landing',
  'auth',
  'shell',
  'dashboard',
  'jobs',
  'messages',
  'profile',
  'settings',
  'feedback',
];
const uiSharedLayers = ['primitives', 'layout', 'theme', 'domain', 'internal'];

/** Forbids relative imports of every area but `folder` itself (`../../jobs/…`, `../profile`). */
const noAreaImports = (folder) => ({
  regex: `^(\\.\\./)+(${uiAreas.filter((area) => area !== folder).join('|')})(/|$)`,
  message:
    'A @brand/ui area never imports another area: move what both need to primitives/ (small parts), layout/ (screen frame, section skeleton), theme/ or domain/.',
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // @brand/ui stays presentational: no router, network, auth client or toasts.
    // (Stories may show the app's toaster around a screen; they are not published.)
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': ['error', pureUiImports],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: '@brand/ui does no I/O.' },
        { name: 'XMLHttpRequest', message: '@brand/ui does no I/O.' },
      ],
    },
  },
  // Each product area of @brand/ui imports primitives/, layout/, theme/, domain/ and internal/,
  // never another area; those shared layers import no area at all. (Flat config: a later block
  // replaces the rule's options, so every block repeats the purity restrictions above.)
  ...[...uiAreas, ...uiSharedLayers].map((folder) => ({
    files: [`packages/ui/src/${folder}/**/*.{ts,tsx}`],
    ignores: ['packages/ui/src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...pureUiImports,
          patterns: [...pureUiImports.patterns, noAreaImports(folder)],
        },
      ],
    },
  })),
  {
    // No raw colours in component styles: use the theme contract.
    files: ['packages/ui/src/**/*.css.ts'],
    ignores: ['packages/ui/src/theme/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
          message: 'Use vars.color.* from the theme contract instead of a raw colour.',
        },
      ],
    },
  },
  {
    // Playwright fixtures call \`use()\`, which is not React's hook.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // React Router 7 is one package; `react-router-dom` only re-exports it for v6 upgrades.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message:
                "React Router 7: import from 'react-router' (RouterProvider from 'react-router/dom').",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
