import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@matrimony/schema';
import { SEARCH } from '../../../config/site';
import { WithApollo } from '../../../lib/apollo';
import { SearchMembersDocument } from '../api/operations';
import { MemberCard, type MemberCardData } from './member-card';

export type SearchRequest = { mode: 'browse' } | { mode: 'search'; filter: Record<string, string>; seq: number };

/**
 * The result list. Browsing: page 1 with no filters, then the next page of 10 whenever the member is within 200 px
 * of the bottom, while the last page was full, nothing is loading and no filter is set (spec 4). A search:
 * one request of up to 100 that replaces the list and stops paging.
 */
function Results({ request, filtersSet }: { request: SearchRequest; filtersSet: boolean }) {
  const client = useApolloClient();
  const [members, setMembers] = useState<MemberCardData[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const loadingRef = useRef(false);
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (nextPage: number, filter: Record<string, string> | null, limit: number) => {
      const ticket = ++latest.current;
      loadingRef.current = true;
      setLoading(true);
      setFailure(null);
      try {
        const { data } = await client.query({
          query: SearchMembersDocument,
          variables: { filter, page: nextPage, limit },
          fetchPolicy: 'network-only',
        });
        if (ticket !== latest.current) return undefined;
        const result = data?.searchMembers;
        if (result?.__typename === 'MemberSearchPage') {
          setNotice(null);
          return result;
        }
        setNotice(result?.message ?? MESSAGES.awaitingApproval);
        return null;
      } catch (error) {
        if (ticket !== latest.current) return undefined;
        console.error('Search failed', error);
        setFailure('Could not load members. Please try again.');
        return null;
      } finally {
        if (ticket === latest.current) {
          loadingRef.current = false;
          setLoading(false);
          setLoaded(true);
        }
      }
    },
    [client],
  );

  const loadNext = useCallback(async () => {
    if (loadingRef.current) return;
    const next = page + 1;
    const result = await fetchPage(next, null, SEARCH.pageSize);
    if (result === undefined) return;
    if (!result) {
      setHasMore(false);
      return;
    }
    setMembers((m) => (next === 1 ? result.items : [...m, ...result.items]));
    setPage(next);
    // The next page is assumed to exist only if this one came back full (spec 9).
    setHasMore(result.items.length === SEARCH.pageSize && result.hasMore);
    setStatus(next === 1 ? `${result.items.length} members shown.` : `${result.items.length} more members loaded.`);
  }, [fetchPage, page]);

  // Browsing starts with page 1; a search replaces the list.
  const seq = request.mode === 'search' ? request.seq : 0;
  useEffect(() => {
    if (request.mode === 'browse') {
      if (page === 0) void loadNext();
      return;
    }
    setHasMore(false);
    void fetchPage(1, request.filter, SEARCH.explicitLimit).then((result) => {
      if (!result) return;
      setMembers(result.items);
      setStatus(result.items.length ? `${result.items.length} members found.` : MESSAGES.noResults);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seq]);

  // Infinite scroll (browse mode only).
  useEffect(() => {
    if (request.mode !== 'browse' || filtersSet || page === 0 || !hasMore || loading || notice || failure) return;
    const check = () => {
      const bottom = window.innerHeight + window.scrollY;
      if (bottom >= document.documentElement.scrollHeight - SEARCH.scrollThresholdPx && !loadingRef.current) void loadNext();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [request.mode, filtersSet, page, hasMore, loading, notice, failure, loadNext, members.length]);

  return (
    <>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {notice ? (
        <p className="notice" role="alert">
          {notice}
        </p>
      ) : (
        <>
          {members.length > 0 && (
            <ul className="member-grid" aria-label="Members">
              {members.map((m, i) => (
                <MemberCard key={m.id} member={m} eager={i < 6} />
              ))}
            </ul>
          )}
          {loading && <p className="loading">Loading...</p>}
          {!loading && loaded && !failure && members.length === 0 && <p className="empty">{MESSAGES.noResults}</p>}
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </>
      )}
    </>
  );
}

/** filtersSet: some filter or the gender has a value (paging pauses then, spec 4). */
export default function SearchResults({ request, filtersSet }: { request: SearchRequest; filtersSet: boolean }) {
  return (
    <WithApollo>
      <Results request={request} filtersSet={filtersSet} />
    </WithApollo>
  );
}
