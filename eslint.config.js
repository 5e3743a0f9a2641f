// Flat config (ESLint 9 + typescript-eslint 8). `npx eslint .` is part of `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Node's globals for the few plain .js files (this one, scripts); TypeScript files get theirs from tsc.
const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', '__dirname', 'globalThis']
    .map((name) => [name, 'readonly']),
);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/shared/generated/**', '.data/**', 'coverage/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Kysely<any> rows and the driver seams need `any`: visible there, not fatal.
    files: ['src/server/db/**', 'src/server/generic/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'warn' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
);
