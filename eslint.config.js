import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Lint rules for every package; formatting is Prettier's job (.prettierrc). */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/migrations/**',
      '.test-results/**',
      '**/test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Numbers, amounts, dates and times read one way on every screen (issue #19): only lib/format.ts formats them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['dayjs', 'dayjs/*'], message: 'Format dates and times through lib/format.ts.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(toFixed|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]',
          message: 'Format numbers, dates and times through lib/format.ts.',
        },
        { selector: "NewExpression[callee.object.name='Intl']", message: 'Format through lib/format.ts.' },
        {
          // Texts people read or hear come from the catalogues (issue #20, ADR 023), attributes included.
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|label|description|alt|error)$/] > Literal[value=/[A-Za-z]/]',
          message: 'Put this text in the catalogues (packages/contract/src/i18n) and use t().',
        },
      ],
    },
  },
  {
    // Every text a screen shows is in both catalogues (issue #20): no English written into JSX.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
