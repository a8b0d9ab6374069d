// ESLint 9 flat config: typescript-eslint (type-aware where cheap), React hooks, and the
// architecture's import boundaries (lint/boundaries.js). Decisions: docs/decisions.md, "Lint".
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { americanEnglish } from './lint/american-english.js';
import { boundaryZones } from './lint/boundaries.js';
import { noInList } from './lint/no-in-list.js';
import { noRestrictedPaths } from './lint/no-restricted-paths.js';

const root = import.meta.dirname;

const ICON_BARREL_MESSAGE = "Import each icon from its own module, e.g. '@mui/icons-material/Close'.";

/** The web app's restricted imports: the icon barrel always, MUI's bare TableContainer outside its wrapper. */
function webImportRules({ tableContainer }) {
  const tableContainerPath = {
    name: '@mui/material/TableContainer',
    message: 'Use components/table-scroll-region: a table that scrolls must be reachable by keyboard (decision 236).',
  };
  return {
    paths: [{ name: '@mui/icons-material', message: ICON_BARREL_MESSAGE }, ...(tableContainer ? [tableContainerPath] : [])],
    patterns: [{ regex: '^@mui/icons-material/esm(/index(\\.js)?)?$', message: ICON_BARREL_MESSAGE }],
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '.data/', 'test-results/', 'bench/out/', 'packages/screening/data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      // Type-aware rules that catch real defects at little cost: a promise nobody awaits loses its
      // error; an async function where a void callback is expected swallows it.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Control characters in a pattern are how text is folded and refused (NUL, C0 controls).
      'no-control-regex': 'off',
    },
  },
  {
    // Test HTTP clients answer `any` bodies so a test reads the field it asserts without a cast.
    files: ['apps/server/src/testing/**/*.ts', 'apps/server/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    plugins: { boundaries: { rules: { 'no-restricted-paths': noRestrictedPaths } } },
    rules: {
      'boundaries/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones() }],
    },
  },
  {
    // A list computed from data goes to PostgreSQL as one array parameter, never one parameter per
    // value (issue 29: past 65,535 the statement is refused).
    files: ['apps/server/src/**/*.ts'],
    plugins: { sql: { rules: { 'no-in-list': noInList } } },
    rules: { 'sql/no-in-list': 'error' },
  },
  {
    // Texts people read are in American English, except where the spec quotes otherwise (issue 33).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/testing/**'],
    plugins: { text: { rules: { 'american-english': americanEnglish } } },
    rules: { 'text/american-english': 'error' },
  },
  {
    // The rules of hooks. The React Compiler's rules (refs, set-state-in-effect, incompatible-library…)
    // are left out: the app does not use the compiler (docs/decisions.md 53).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Icons one module each (`@mui/icons-material/Close`): the barrel holds thousands of icons, and one
      // import of it costs every page parsing (or the bundler walking) all of them (issue 20). Tables
      // scroll in components/table-scroll-region, which a keyboard can reach (decision 236).
      'no-restricted-imports': ['error', webImportRules({ tableContainer: true })],
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The one place that wraps MUI's TableContainer.
    files: ['apps/web/src/components/table-scroll-region.tsx'],
    rules: { 'no-restricted-imports': ['error', webImportRules({ tableContainer: false })] },
  },
  {
    // Universal code runs in the browser and in Node: no Node built-ins, no DOM.
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^node:', message: 'packages/shared is universal: no Node built-ins.' }] }],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'process', 'Buffer'].map((name) => ({
          name,
          message: 'packages/shared is universal: no DOM or Node globals.',
        })),
      ],
    },
  },
);
