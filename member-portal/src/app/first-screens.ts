import { LANG_STORAGE_KEY } from '@matrimony/schema';
import { SEARCH } from '../config/site';
import { USER_KEY } from '../lib/user-storage';

/**
 * The routes whose first screen starts before the app's JavaScript has arrived (docs/performance.md). Read at build
 * time by tools/vite-first-screens.mts, which writes the page's first script from it; at run time the app only
 * meets the answers, through firstScreenLink (src/lib/first-screen.ts).
 */

/** A query the route's screen sends first, started by the page itself. */
export interface EarlyQuery {
  /** Operation name in src/gql/graphql.ts. */
  name: string;
  /** The variables the screen sends; the string `$1` stands for the first group of the route's path pattern. */
  variables: Record<string, unknown>;
  /** Skipped when the address has this parameter (the screen then asks something else). */
  unlessParam?: string;
  /** Photos of the answer to start loading at once, as the screen shows them. */
  images?: 'member' | 'searchMembers';
}

export interface EarlyRoute {
  /** Regular expression on location.pathname. */
  path: string;
  /** Only when someone is logged in (the route's guard would otherwise send the visitor home). */
  memberOnly?: boolean;
  /** Source modules the route loads lazily (router.tsx); their chunks and static imports are preloaded. */
  modules: string[];
  /** Modules the route loads only for a logged-in member; preloaded the same way when someone is logged in. */
  memberModules?: string[];
  queries: EarlyQuery[];
}

export interface FirstScreens {
  routes: EarlyRoute[];
  /** Catalog files each language's screens load (withTexts), preloaded with the route's code. */
  texts: Record<string, string[]>;
  userKey: string;
  langKey: string;
}

const catalog = (file: string) => `../schema/dist/i18n/${file}.json`;

export const FIRST_SCREENS: FirstScreens = {
  routes: [
    {
      path: '^/profile/([^/]+)/?$',
      modules: ['src/app/routes/profile-route.tsx'],
      memberModules: ['src/app/routes/profile-actions.tsx'],
      queries: [{ name: 'MemberProfile', variables: { id: '$1' }, images: 'member' }],
    },
    {
      path: '^/search/?$',
      memberOnly: true,
      modules: ['src/features/search/search-page.tsx', 'src/features/search/components/search-results.tsx', 'src/features/search/components/viewer-banner.tsx'],
      queries: [
        // The list a member sees on arrival (browsing, no filter: search-results.tsx); q=1 in the address means a
        // search, which the screen asks for itself.
        { name: 'SearchMembers', variables: { filter: null, page: 1, limit: SEARCH.pageSize }, unlessParam: 'q', images: 'searchMembers' },
        { name: 'SearchViewer', variables: {} },
      ],
    },
  ],
  // Hindi screens fall back to English texts, so i18next loads both.
  texts: {
    en: [catalog('en/portal'), catalog('en/common')],
    hi: [catalog('hi/shell'), catalog('hi/portal'), catalog('hi/common'), catalog('en/portal'), catalog('en/common')],
  },
  userKey: USER_KEY,
  langKey: LANG_STORAGE_KEY,
};
