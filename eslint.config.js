// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Packages that only the data layer may use: ui/ stays a pure design system. */
const dataLayerPackages = ['swr', 'ky', 'react-router', 'react-router-dom', 'valibot', 'msw', 'hono'];

export default tseslint.config(
  {
    ignores: ['dist/**', 'storybook-static/**', 'data/**', 'node_modules/**', '.storybook/public/**', 'server/db/migrations/**'],
  },
  ...tseslint.configs.recommended,
  {
    // React's rules only where React runs: the server's `use…` helpers are not hooks.
    files: ['{ui,features,app,client,stories,.storybook}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          // In a replacement string, `$&`, `$'`, `` $` `` and `$1` expand: text put together there
          // (a listing's title in a page head) could rewrite the page around it.
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(TemplateLiteral|BinaryExpression)$/]',
          message: 'Give replace() a replacer function (() => text), not a built string: `$` patterns in it expand.',
        },
      ],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: dataLayerPackages.map((name) => ({ name, message: 'ui/ is the design system: it knows no data layer.' })),
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '**/contract/**', '**/client/**', '**/server/**', '**/stories/**'],
              message: 'ui/ imports nothing from the project outside ui/.',
            },
          ],
        },
      ],
    },
  },
);
