import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { appZones } from './eslint/app-zones.js'
import { serverZones } from './eslint/server-zones.js'

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
      'no-restricted-imports': ['error', { patterns: ['#server/*', 'node:*', '**/server/**'] }],
      'zones/import-zones': 'error',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { 'server-zones': serverZones },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['#app/*', '**/app/**'] }],
      'server-zones/import-zones': 'error',
    },
  },
)
