import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { appZones } from './eslint/app-zones.js'
import { serverZones } from './eslint/server-zones.js'

const APP_IMPORTS = ['#server/*', 'node:*', '**/server/**']
const SERVER_IMPORTS = ['#app/*', '**/app/**']
/** Only the guardian's pages (no date-fns in their script) import the clock; others, dates.ts. */
const CLOCK = {
  group: ['**/santiago-clock.ts'],
  message: 'Import dates from #shared/dates.ts; santiago-clock.ts is for the guardian’s pages.',
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            '#app/*',
            '#server/*',
            '**/app/**',
            '**/server/**',
            'react',
            'react-dom',
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { zones: appZones },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: APP_IMPORTS }, CLOCK] }],
      'zones/import-zones': 'error',
    },
  },
  {
    files: ['src/app/features/payments/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: APP_IMPORTS }] },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { 'server-zones': serverZones },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: SERVER_IMPORTS }, CLOCK] }],
      'server-zones/import-zones': 'error',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLOCK] }] },
  },
)
