import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/graphql/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  // ---------------------------------------------------------------------------------------------
  // SERVER BOUNDARIES (graphql-server/src). A feature module is used only through its face,
  // `modules/<feature>/index.ts`; `common/` and `config/` import no module and none of the
  // composition root (context, services, events, rest). Check: `npx eslint graphql-server`.
  // (The web's zones are a separate block; keep the two apart.)
  // ---------------------------------------------------------------------------------------------
  {
    files: ['graphql-server/src/common/**/*.ts', 'graphql-server/src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!(common|config)/)',
              message: 'common/ and config/ import no module and nothing of the composition root.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['graphql-server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/(?!index\\.js$)',
              message: "Import another module only through its face: '../<module>/index.js'.",
            },
            {
              regex: '^\\.\\./index\\.js$',
              message: 'A module does not import the module registry.',
            },
            {
              regex: '^\\.\\./\\.\\./(?!(common|config)/|\\.\\./\\.\\./db/)',
              message:
                'A module imports common/ and config/, never the composition root (context, services, rest).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['graphql-server/src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./modules/[^/]+/(?!index\\.js$)',
              message: "Use a module through its face: './modules/<module>/index.js'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['graphql-server/src/*/*.ts'],
    ignores: [
      'graphql-server/src/modules/**',
      'graphql-server/src/common/**',
      'graphql-server/src/config/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./modules/[^/]+/(?!index\\.js$)',
              message: "Use a module through its face: '../modules/<module>/index.js'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
);
