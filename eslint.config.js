import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/coverage/**',
      '.test-output/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region must take focus so keyboard users can scroll it (axe's
      // scrollable-region-focusable); tab panels take focus as ARIA's tabs pattern says.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    // A first visit (the public frame, the information pages, payment and sign-in) loads no
    // CSS-in-JS runtime: their styles are vanilla-extract, built to CSS. styled-components lays
    // out the signed-in area only, which loads after sign-in.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/layout/user/**', 'apps/web/src/screens/user/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              message:
                'Only the signed-in area (layout/user, screens/user) uses styled-components; style other screens with a Name.css.ts (vanilla-extract).',
            },
          ],
        },
      ],
    },
  },
  {
    // The published packages carry no runtime CSS-in-JS: styled-components is for apps/web only.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              message:
                'Packages use vanilla-extract; styled-components is only for apps/web layouts.',
            },
          ],
        },
      ],
    },
  },
);
