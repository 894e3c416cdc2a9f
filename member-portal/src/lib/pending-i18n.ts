import { PENDING_TEXTS } from './pending-texts';

/**
 * Stand-in for react-i18next's `useTranslation` until the language layer lands in the apps: the same call shape
 * and keys (`t('connections.title', { name })`), English only. Replaced by `react-i18next` and the catalogs in
 * schema/src/i18n when they arrive; nothing else changes in the callers.
 */
type Vars = Record<string, unknown> & { defaultValue?: string; count?: number };

function lookup(key: string): string | undefined {
  let node: unknown = PENDING_TEXTS;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(key: string, vars: Vars = {}): string {
  const bare = key.includes(':') ? key.slice(key.indexOf(':') + 1) : key;
  const plural = typeof vars.count === 'number' ? lookup(`${bare}_${vars.count === 1 ? 'one' : 'other'}`) : undefined;
  const text = plural ?? lookup(bare) ?? vars.defaultValue ?? bare;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function useTranslation(_ns?: string) {
  return { t: translate };
}
