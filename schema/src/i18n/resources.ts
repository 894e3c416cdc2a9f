import enCommon from './en/common.json' with { type: 'json' };
import enConsole from './en/console.json' with { type: 'json' };
import enPortal from './en/portal.json' with { type: 'json' };
import enShell from './en/shell.json' with { type: 'json' };
import hiCommon from './hi/common.json' with { type: 'json' };
import hiConsole from './hi/console.json' with { type: 'json' };
import hiPortal from './hi/portal.json' with { type: 'json' };
import hiShell from './hi/shell.json' with { type: 'json' };

/**
 * Every catalog of every language, for the API (which needs `common` in both languages) and for tests. The apps
 * do not import this module: they bundle English and load Hindi on demand (docs/translations.md).
 */
export const resources = {
  en: { common: enCommon, shell: enShell, portal: enPortal, console: enConsole },
  hi: { common: hiCommon, shell: hiShell, portal: hiPortal, console: hiConsole },
} as const;

export const NAMESPACES = ['common', 'shell', 'portal', 'console'] as const;
export type Namespace = (typeof NAMESPACES)[number];
