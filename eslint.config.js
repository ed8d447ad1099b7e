import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/work/**', '.helpsync/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
    },
  },
  {
    // Sizes (issue 11, "Done when"): no file over 300 lines, no function over 80, in src/.
    files: ['src/**/*.ts'],
    ignores: ['src/emulator/demo-data.ts'], // generated demo data, not code
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // TEMPORARY: owned by another change, remove when split. These files are being split by other
    // helpers (issue 11 items 1, 4, 5; issue 13); the lead removes each line as its split merges.
    files: [
      'src/config/config.ts', // loader
      'src/emulator/data.ts', // emulator owners
      'src/emulator/server.ts', // emulator owners
      'src/emulator/store.ts', // emulator owners
      'src/html/normalize.ts', // content
      'src/html/to-markdown.ts', // content
      'src/load/content.ts', // loader
      'src/load/layout.ts', // loader
      'src/plan/sync.ts', // content (blank bodies) / whoever splits planSync
      'src/pull/plan.ts', // content
      'src/pull/pull.ts', // content
    ],
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
