import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { SEARCH } from '../../../config/site';
import { WithApollo } from '../../../lib/apollo';
import { failureText } from '../../../lib/api-error';
import { SearchMembersDocument } from '../api/operations';
import { useReferenceLabel } from '../../../lib/reference-labels';
import { MemberCard, useMemberCardTexts } from './member-card';

export type SearchRequest = { mode: 'browse' } | { mode: 'search'; filter: Record<string, string>; seq: number };

/** Where the list was scrolled to, per history entry, so Back from a profile lands on the same card. */
const scrollKey = (key: string) => `search-scroll:${key}`;
function rememberScroll(key: string) {
  try {
    sessionStorage.setItem(scrollKey(key), String(Math.round(window.scrollY)));
  } catch {
    // storage full or blocked: Back then starts at the top, as before
  }
}
function savedScroll(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(scrollKey(key)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** One empty list for every render without a page (a new [] each time would count as a change to defer). */
const NO_MEMBERS: never[] = [];

interface ResultsProps {
  request: SearchRequest;
  filtersSet: boolean;
  /** Back/Forward: take the list from the cache (every page loaded so far) and restore the scroll position. */
  restore: boolean;
}

/**
 * The result list. Browsing: page 1 with no filters, then the next page of 10 whenever the member is within 200 px
 * of the bottom, while the last page was full, nothing is loading and no filter is set (docs/product.md). A search:
 * one request of up to 100 that replaces the list and stops paging. The pages live in Apollo's cache (the
 * searchMembers field policy appends them), so the list survives a visit to a profile.
 */
function Results({ request, filtersSet, restore }: ResultsProps) {
  const { t } = useTranslation(['portal', 'common']);
  const loadFailed = t('search.loadFailed');
  const cardTexts = useMemberCardTexts();
  const label = useReferenceLabel();
  const location = useLocation();
  const variables =
    request.mode === 'browse'
      ? { filter: null, page: 1, limit: SEARCH.pageSize }
      : { filter: request.filter, page: 1, limit: SEARCH.explicitLimit };
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(SearchMembersDocument, {
    variables,
    fetchPolicy: restore ? 'cache-first' : 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const [moreError, setMoreError] = useState<unknown>(null);
  // What the status line says, not its words: it follows a language switch.
  const [status, setStatus] = useState<{ said: 'found' | 'none' | 'shown'; count: number } | null>(null);
  const loadingMore = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const keyRef = useRef(location.key);
  keyRef.current = location.key;

  const result = data?.searchMembers;
  const page = result?.__typename === 'MemberSearchPage' ? result : null;
  const members = page?.items ?? NO_MEMBERS;
  // The cards of a page that just arrived render after the rest of the update, in slices a phone can interleave
  // with input and painting (a transition), instead of in one long task with Apollo's own work on the answer.
  const shown = useDeferredValue(members);
  const loading = networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables || networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.fetchMore;
  // The server says whether more exist: a page may come back short (members this viewer blocked are left out of it).
  const hasMore = request.mode === 'browse' && Boolean(page?.hasMore);

  // The same search again asks the server again (a different one changes the variables, which fetches anyway).
  const lastRequest = useRef(request);
  useEffect(() => {
    const previous = lastRequest.current;
    lastRequest.current = request;
    if (previous === request || request.mode !== 'search' || previous.mode !== 'search') return;
    if (JSON.stringify(previous.filter) === JSON.stringify(request.filter)) void refetch().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  useEffect(() => {
    if (!page || loading) return;
    const count = members.length;
    setStatus({ said: request.mode !== 'search' ? 'shown' : count ? 'found' : 'none', count });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, loading]);

  const loadNext = () => {
    if (!page || loadingMore.current) return;
    loadingMore.current = true;
    setMoreError(null);
    fetchMore({ variables: { page: page.page + 1 } })
      .catch((err: unknown) => {
        console.error('Search failed', err);
        setMoreError(err);
      })
      .finally(() => {
        loadingMore.current = false;
      });
  };

  // Infinite scroll (browse mode only).
  useEffect(() => {
    // Not while the cards of the last page are still to be drawn: the page is shorter than it is about to be.
    if (request.mode !== 'browse' || filtersSet || !page || !hasMore || loading || moreError || shown !== members) return;
    const check = () => {
      const bottom = window.innerHeight + window.scrollY;
      if (bottom >= document.documentElement.scrollHeight - SEARCH.scrollThresholdPx) loadNext();
    };
    // The first check waits for the frame that draws the cards: reading the page's height inside React's commit
    // made the browser work out the whole page's style there, one task of 87 ms (350 ms at Lighthouse's 4x) in a
    // trace of /search, against 5.5 ms in the frame (docs/performance.md, 29 November 2026).
    const first = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.mode, filtersSet, page, hasMore, loading, moreError, shown, members]);

  // Remember the scroll position of this history entry while the list is on screen.
  useEffect(() => {
    const save = () => {
      if (listRef.current?.isConnected) rememberScroll(keyRef.current);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  // Back to this entry: once the cached list is on screen, scroll to where the member left it.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (!restore || restored.current || shown.length === 0) return;
    restored.current = true;
    const y = savedScroll(location.key);
    if (y !== null) window.scrollTo(0, y);
  }, [restore, shown.length, location.key]);

  // A search's answer is seen, not only announced: on a phone the form fills the screen and the results began
  // below it. Once per search, a result top in the lower part of the screen (or under it) is brought up.
  const resultsRef = useRef<HTMLDivElement>(null);
  const broughtUp = useRef<SearchRequest | null>(null);
  useEffect(() => {
    if (request.mode !== 'search' || restore || loading || !result || broughtUp.current === request) return;
    broughtUp.current = request;
    const el = resultsRef.current;
    if (el && el.getBoundingClientRect().top > window.innerHeight * 0.6) el.scrollIntoView?.({ block: 'start' });
  }, [request, restore, loading, result]);

  if (error && !page) {
    console.error('Search failed', error);
  }

  return (
    <div ref={resultsRef}>
      <p className="visually-hidden" role="status">
        {status ? (status.said === 'none' ? t('common:messages.noResults') : t(`search.${status.said}`, { count: status.count })) : ''}
      </p>
      {result && result.__typename !== 'MemberSearchPage' ? (
        // A member awaiting approval reads it in the banner above the form, with their executive's name.
        result.code === 'AWAITING_APPROVAL' ? null : (
          <p className="notice" role="alert">
            {failureText(t, result)}
          </p>
        )
      ) : (
        <>
          {shown.length > 0 && (
            <ul className="member-grid" aria-label={t('search.listLabel')} ref={listRef}>
              {shown.map((m, i) => (
                <MemberCard key={m.id} member={m} texts={cardTexts} label={label} eager={i < 6} onOpen={() => rememberScroll(location.key)} />
              ))}
            </ul>
          )}
          {loading && <p className="loading">{t('search.loading')}</p>}
          {!loading && page && members.length === 0 && <p className="empty">{t('common:messages.noResults')}</p>}
          {error && !loading && <LoadError error={error} message={loadFailed} onRetry={() => void refetch().catch(() => undefined)} />}
          {moreError && !loading && !error ? <LoadError error={moreError} message={loadFailed} onRetry={loadNext} /> : null}
        </>
      )}
    </div>
  );
}

/** filtersSet: some filter or the gender has a value (paging pauses then). */
export default function SearchResults(props: ResultsProps) {
  return (
    <WithApollo>
      <Results {...props} />
    </WithApollo>
  );
}
