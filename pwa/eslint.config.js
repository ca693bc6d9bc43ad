// ESLint: TypeScript's recommended rules, React's hooks rules and the one-way layers.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['generated', '.ssr', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The boot script is a classic browser script, served as written (minified).
  { files: ['src/boot/*.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
  // The layers import one way: app (the wiring) -> features -> shared (src/shared, src/i18n).
  {
    files: ['src/shared/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code is used by features and the app, never the other way: move what it needs here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**'],
              message:
                'A feature must not import the app that wires features together: move what it needs to src/shared.',
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
