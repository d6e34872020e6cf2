// ESLint for the web app: JavaScript and TypeScript recommendations, the
// rules of hooks with the React Compiler's rules, and three import
// boundaries (docs/decisions/034):
//
//  1. A feature (src/features/<name>/) does not import another feature.
//     Code two features need lives in src/lib, src/components or src/config.
//  2. Public code does not import admin code: the admin area is a chunk of
//     its own, loaded lazily (a dynamic import() is allowed; a static import
//     would pull admin code into every visitor's bundle).
//  3. The admin kit's helpers (src/lib/admin) do not import its components
//     (src/components/admin), which build on them.
//  4. Public code links with @/i18n/Link (Link, NavLink, useLocalizedNavigate),
//     which keeps a Spanish page's links on Spanish pages (decision 064).
//
// tsc (npm run lint runs it first) checks types; these rules are syntactic,
// so the whole run stays fast.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Admin code, by import path (the @/ alias is the only way in from outside
// a folder: relative imports do not leave a feature, see below).
const adminImports = [
  {
    regex: '^@/(features/admin-|app/routes/admin(/|$)|components/admin(/|$)|lib/admin(/|$))',
    message: 'Public code does not import admin code: the admin area is loaded lazily (import() from the router).',
  },
]

// The features whose pages have a Spanish twin (the public site's).
const publicFeatures = [
  'blog',
  'case-evaluation',
  'faqs',
  'leads',
  'legal',
  'opt-out',
  'partners',
  'privacy-requests',
  'search',
  'services',
  'state-laws',
]

// react-router's links, which know nothing of the page's language.
const unlocalizedLinks = [
  {
    name: 'react-router',
    importNames: ['Link', 'NavLink', 'useNavigate', 'Navigate'],
    message: 'Public pages link with @/i18n/Link (Link, NavLink, useLocalizedNavigate): a Spanish page links to Spanish pages.',
  },
]

// Relative imports stay inside the feature: files at the feature's root may
// not climb out of it (../), files in its subfolders not above its root
// (../../). Anything outside the feature is imported by its @/ path.
const leaveFeature = (depth) => ({
  regex: `^(\\./)?${'\\.\\./'.repeat(depth)}`,
  message: 'Import code outside this feature by its @/ path (and not from another feature).',
})

const featureBoundaries = features.flatMap((name) =>
  [
    { files: [`src/features/${name}/*.{ts,tsx}`], depth: 1 },
    { files: [`src/features/${name}/*/**/*.{ts,tsx}`], depth: 2 },
  ].map(({ files, depth }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...(publicFeatures.includes(name) ? { paths: unlocalizedLinks } : {}),
          patterns: [
            {
              regex: `^@/features/(?!${escape(name)}(/|$))`,
              message: `Features do not import each other: move what ${name} needs to src/lib, src/components or src/config.`,
            },
            leaveFeature(depth),
            // The partner portal is a lazily loaded area too: it may use the admin kit.
            ...(name.startsWith('admin-') || name.startsWith('partner-') ? [] : adminImports),
          ],
        },
      ],
    },
  })),
)

// Public code: the visitor's pages, layout and account pages, the shared
// (non-admin) components and helpers, and the entry points. The pages with
// a Spanish twin link with @/i18n/Link; account pages are English only.
const publicPageFiles = [
  'src/app/*.{ts,tsx}',
  'src/app/layout/**/*.{ts,tsx}',
  'src/app/routes/public/**/*.{ts,tsx}',
  'src/components/*.{ts,tsx}',
  'src/lib/lead-form/**/*.{ts,tsx}',
  'src/*.{ts,tsx}',
]
// Tests are in no bundle: routes.test.ts checks the admin route table too.
const publicBoundaries = [
  {
    files: publicPageFiles,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: unlocalizedLinks, patterns: adminImports }] },
  },
  {
    files: ['src/app/routes/account/**/*.{ts,tsx}', 'src/lib/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}', 'src/server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: adminImports }] },
  },
]

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'coverage', 'node_modules', 'playwright-report', 'test-results'] },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    rules: {
      // Arguments and bindings named _ or _x are unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // The plugin's whole recommended set: the rules of hooks and the React
    // Compiler's rules (set-state-in-effect, refs, purity, immutability,
    // globals, static-components, use-memo, incompatible-library, …). State
    // is derived while rendering or reset with useStateResetOn, not copied
    // in effects; refs are read in effects and handlers, not while
    // rendering; browser state comes through useSyncExternalStore. No rule
    // is disabled anywhere (decision 034).
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Node: build scripts, configuration, the browser tests' runner side.
    files: ['scripts/**/*.{js,mjs}', '*.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...featureBoundaries,
  ...publicBoundaries,
  {
    // The admin kit in layers: its components (src/components/admin) build
    // on its helpers (src/lib/admin), never the other way round; the two
    // once imported each other.
    files: ['src/lib/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/components/admin(/|$)',
              message: 'src/lib/admin is below src/components/admin: move what both need into src/lib/admin.',
            },
          ],
        },
      ],
    },
  },
)
