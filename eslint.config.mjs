// Lint for the two apps (docs/translations.md for the texts): no literal user-facing text in JSX (every word
// comes from the language catalogs), features never import each other, shared code never imports features,
// no import cycles, and the rules of hooks. `npm run lint`; `npm test` runs it first.
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'eslint-plugin-i18next';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['member-portal', 'executive-console'];

/** import/no-restricted-paths zones of one app, from its folders (bulletproof-react's boundaries). */
function boundaries(app) {
  const src = `./${app}/src`;
  const features = fs.readdirSync(path.join(app, 'src', 'features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  const shared = ['components', 'lib', 'config', 'i18n', 'theme', 'styles', 'types'].filter((d) => fs.existsSync(path.join(app, 'src', d)));
  return [
    // A feature uses shared code, never another feature (the app composes them).
    ...features.map((f) => ({ target: `${src}/features/${f}`, from: `${src}/features`, except: [`./${f}`], message: 'Features do not import each other; move what both need to shared code.' })),
    // Shared code is shared: it knows no feature and no app wiring.
    ...shared.map((d) => ({ target: `${src}/${d}`, from: [`${src}/features`, `${src}/app`], message: 'Shared code does not import features or the app.' })),
    { target: `${src}/features`, from: `${src}/app`, message: 'Features do not import the app wiring.' },
  ];
}

/** Attributes a person reads or hears; the rest (to, variant, color, ...) are code. */
const TEXT_ATTRIBUTES = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'alt', 'title', 'placeholder', 'label', 'helperText', 'noOptionsText', 'loadingText'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/src/gql/**', '**/.tmp/**'] },
  ...APPS.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: globals.browser,
    },
    plugins: { i18next, import: importPlugin, 'react-hooks': reactHooks, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: `${app}/tsconfig.json` } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Every text a person reads comes from the catalogs (docs/translations.md).
      'i18next/no-literal-string': ['error', {
        mode: 'jsx-only',
        'jsx-attributes': { include: TEXT_ATTRIBUTES },
        'jsx-components': { exclude: ['Trans'] },
      }],
      'import/no-restricted-paths': ['error', { zones: boundaries(app) }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  })),
);
