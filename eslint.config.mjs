import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The SPA's folders import one way, shared -> features -> app (as bulletproof-react does): shared code
 * (components/, lib/, config/) knows no feature and no app code; a feature uses shared code and contracts,
 * never another feature or app/; app/ composes the features. Specs follow the rules of the folder they sit in.
 * The seller's feature is split the same way by area: each area (products, orders, ...) uses the seller's own
 * api/ and hooks/ (its account, session and query keys) and no other area; dashboard/ composes the areas.
 */
const FRONTEND = 'frontend/src';
const FEATURES = ['account', 'admin', 'cart', 'catalog', 'info', 'orders', 'seller', 'wishlist'];
const SELLER_AREAS = ['account', 'earnings', 'orders', 'products', 'reviews'];
const SHARED_MESSAGE = 'shared code (components/, lib/, config/) imports no feature or app code';
const featureMessage =
  'a feature imports shared code and contracts only: move what two features share to components/ or lib/, or compose them in app/';
const sellerAreaMessage =
  "a seller area imports itself and the seller's api/ and hooks/ only: move what two areas share there, or compose them in dashboard/";
const sellerCoreMessage = "the seller's api/ and hooks/ serve every seller area and import none of them";
const featurePatterns = (feature) => [
  { regex: `^@/(app(/|$)|features/(?!${feature}/))`, message: featureMessage },
  // Climbing out of the feature by relative path; test helpers under frontend/test stay reachable.
  { regex: '^(\\.\\./){2,}(?!(\\.\\./)*test/)', message: featureMessage },
];
const restrictImports = (files, patterns) => ({
  files: [files],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const spaBoundaries = [
  restrictImports(`${FRONTEND}/{components,lib,config}/**/*.{ts,tsx}`, [
    { regex: '^(@/|(\\.\\./)+)(features|app)(/|$)', message: SHARED_MESSAGE },
  ]),
  ...FEATURES.map((feature) =>
    restrictImports(`${FRONTEND}/features/${feature}/**/*.{ts,tsx}`, featurePatterns(feature)),
  ),
  // Later entries replace the feature's rule for these folders, so each repeats the feature's patterns.
  restrictImports(`${FRONTEND}/features/seller/{api,hooks}/**/*.{ts,tsx}`, [
    ...featurePatterns('seller'),
    { regex: '^@/features/seller/(?!(api|hooks)/)', message: sellerCoreMessage },
    { regex: '^\\.\\./(?!(api|hooks|\\.\\.)/)', message: sellerCoreMessage },
  ]),
  ...SELLER_AREAS.map((area) =>
    restrictImports(`${FRONTEND}/features/seller/${area}/**/*.{ts,tsx}`, [
      ...featurePatterns('seller'),
      { regex: `^@/features/seller/(?!(api|hooks|${area})/)`, message: sellerAreaMessage },
    ]),
  ),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/coverage/**', '**/node_modules/**', '**/.nx/**', '**/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            // The pincode directory is server-side only: the SPA's bundle must not carry its data.
            { sourceTag: 'type:india', onlyDependOnLibsWithTags: [] },
            // The one password rule (decision 031), pure: the services check with it and the SPA loads it lazily.
            { sourceTag: 'type:password-rules', onlyDependOnLibsWithTags: ['type:contracts'] },
            {
              sourceTag: 'type:platform',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:india', 'type:password-rules'],
            },
            {
              sourceTag: 'type:service',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:india', 'type:password-rules'],
            },
            // The gateway knows no service: apps/standalone mounts them beside it for the one-process mode.
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:india'] },
            {
              sourceTag: 'type:standalone',
              onlyDependOnLibsWithTags: [
                'type:gateway',
                'type:service',
                'type:platform',
                'type:contracts',
                'type:india',
                'type:password-rules',
              ],
            },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['type:contracts', 'type:password-rules'] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    // The gateway's API tests drive the whole marketplace, started the way `npm start` starts it.
    files: ['gateway/test/standalone-app.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', { allow: ['@thindi/standalone'] }] },
  },
  {
    files: ['libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@nestjs/*', 'react', 'react-*', 'node:*'], message: 'contracts stay framework-free' }],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...spaBoundaries,
  prettier,
);
