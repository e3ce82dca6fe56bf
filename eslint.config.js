// Lint rules, including the import direction of DESIGN.md:
// domain ← contracts ← server, web; content is data; no web feature imports another feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/import-boundaries.js';
import { noLiteralText } from './eslint/no-literal-text.js';

const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Folders relative to the repository root.
const zones = [
  {
    target: 'packages/domain',
    from: ['packages/contracts', 'apps', 'content'],
    message: 'domain is pure: it imports nothing of ours',
  },
  {
    target: 'packages/contracts',
    from: ['apps', 'content'],
    message: 'contracts import only domain',
  },
  { target: 'content', from: ['apps'], message: 'content is data' },
  { target: 'apps/server', from: ['apps/web'], message: 'the server never imports the web' },
  {
    target: 'apps/web',
    from: ['apps/server'],
    except: ['apps/server/src/api.ts'],
    message: 'the web imports only the server app type (type-only)',
  },
  ...features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: [featuresDir],
    except: [`${featuresDir}/${feature}`],
    message: 'no feature imports another feature; routes compose them',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/screenshots/**',
      'e2e/.tmp/**',
      // a copy of shared/anchors/lh-ref, kept as it is (the bench's Lighthouse reference)
      'e2e/bench/lh-ref/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'local/import-boundaries': ['error', { zones }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'react',
            'react-dom',
            'hono',
            'hono/*',
            'drizzle-orm',
            'drizzle-orm/*',
            '@app/*',
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'take `now` as an argument' },
        { object: 'Math', property: 'random', message: 'take `rng` as an argument' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // issue 18: text a learner reads comes from the catalogues (apps/web/src/i18n/messages)
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'i18n/no-literal-text': 'error' },
  },
  {
    // issue 34 §14: one date format per kind (day, day and time, relative), all in i18n/dates.ts
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/i18n/dates.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['formatDate', 'formatTime', 'formatDateTimeRange', 'formatRelativeTime'].map(
          (property) => ({ property, message: 'format dates with useDates() (i18n/dates.ts)' }),
        ),
        ...['toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'format dates with useDates() (i18n/dates.ts)',
        })),
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
