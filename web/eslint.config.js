import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (bulletproof-react): app → features → shared (components, lib), never back.
 * A feature uses another feature only through its api/ (requests, keys, hooks and their types);
 * the few other crossings are listed in FEATURE_EXCEPTIONS with the reason.
 */
const FEATURES = ['agents', 'analytics', 'auth', 'billing', 'campaigns', 'catalogue', 'commission', 'couriers', 'dashboard', 'einvoice', 'ejenpay', 'ekoop-orders', 'files', 'integrations', 'inventory', 'marketing', 'orders', 'profile', 'rankings', 'reports', 'rewards', 'settlement', 'setup', 'shop', 'stores', 'storefront', 'system', 'vouchers'];
const FEATURE_EXCEPTIONS = {
  // The dashboard shows the agent's recruit links card.
  dashboard: ['./agents/components/RecruitLinksCard.tsx'],
  // HQ picks whose gameplan to read with the agents' picker.
  rankings: ['./agents/components/AgentPicker.tsx'],
  // The reports filter by an agent (buyer, upline or team) with the agents' picker.
  reports: ['./agents/components/AgentPicker.tsx'],
  // HQ reads one agent's points and redeemed rewards, chosen with the agents' picker.
  rewards: ['./agents/components/AgentPicker.tsx'],
  // The analytics filter the charts by the buying agent with the agents' picker, and by product with the reports' filter.
  analytics: ['./agents/components/AgentPicker.tsx', './reports/components/ProductFilter.tsx'],
  // HQ gives or takes an agent's points with the agents' picker.
  campaigns: ['./agents/components/AgentPicker.tsx'],
  // First sign-in completes the profile with the profile's phone code picker.
  auth: ['./profile/components/PhoneCodeSelect.tsx'],
  // The e-koop orders are orders: they show an order, print its invoice and hand it over with the orders' own screens and pieces.
  'ekoop-orders': [
    './orders/components/Facts.tsx',
    './orders/components/OrderLoader.tsx',
    './orders/components/PrintDocuments.tsx',
    './orders/components/PrintFrame.tsx',
    './orders/components/use-order-texts.ts',
    './orders/logic/actions.ts',
    './orders/logic/display.ts',
    './orders/pages/OrderDetailsPage.tsx',
    './orders/pages/PrintPages.tsx',
    './orders/pages/UpdatePickupPage.tsx',
    './orders/test-utils.tsx',
  ],
  // The agent's shop shows products with the catalogue's product pieces (the catalogue preview is what agents see).
  shop: ['./catalogue/components/Thumb.tsx', './catalogue/components/ProductSearchForm.tsx', './catalogue/components/preview'],
};
const featureZones = FEATURES.map((f) => ({
  target: `./src/features/${f}`,
  from: './src/features',
  except: [`./${f}`, ...FEATURES.filter((o) => o !== f).map((o) => `./${o}/api`), ...(FEATURE_EXCEPTIONS[f] ?? [])],
  message: 'A feature uses another feature only through its api/ (see FEATURE_EXCEPTIONS in eslint.config.js); move shared code to src/components or src/lib.',
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'src/lib/api-schema.ts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../features/*/*/*'], message: 'Use the @/ alias.' }] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features', from: './src/app', message: 'Features may not import from src/app (the app composes the features).' },
            { target: ['./src/components', './src/lib'], from: ['./src/features', './src/app'], message: 'Shared code (src/components, src/lib) may not import from features or the app.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
);
