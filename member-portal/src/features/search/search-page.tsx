import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ALL_DISTRICTS, GENDERS, MESSAGES, PROFESSIONS, QUALIFICATIONS } from '@matrimony/schema';
import { SelectOptions } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { SEARCH } from '../../config/site';
import { WithApollo } from '../../lib/apollo';
import { SearchMembersDocument } from './api/operations';
import { MemberCard, type MemberCardData } from './components/member-card';
import './search.css';

type FilterKey = 'fullName' | 'qualification' | 'district' | 'profession';

const FILTERS: { key: FilterKey; label: string; options?: readonly string[] }[] = [
  { key: 'fullName', label: 'Name' },
  { key: 'qualification', label: 'Qualification', options: QUALIFICATIONS },
  { key: 'district', label: 'City/District', options: ALL_DISTRICTS },
  { key: 'profession', label: 'Profession', options: PROFESSIONS },
];

type Mode = 'browse' | 'search';

function SearchScreen() {
  const client = useApolloClient();
  const [chosen, setChosen] = useState<FilterKey[]>([]);
  const [values, setValues] = useState<Record<FilterKey, string>>({ fullName: '', qualification: '', district: '', profession: '' });
  const [gender, setGender] = useState('');
  const [members, setMembers] = useState<MemberCardData[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [mode, setMode] = useState<Mode>('browse');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const loadingRef = useRef(false);

  const fetchPage = useCallback(
    async (nextPage: number, filter: Record<string, string> | null, limit: number) => {
      loadingRef.current = true;
      setLoading(true);
      setFailure(null);
      try {
        const { data } = await client.query({
          query: SearchMembersDocument,
          variables: { filter, page: nextPage, limit },
          fetchPolicy: 'network-only',
        });
        const result = data?.searchMembers;
        if (result?.__typename === 'MemberSearchPage') {
          setNotice(null);
          return result;
        }
        setNotice(result?.message ?? MESSAGES.awaitingApproval);
        return null;
      } catch (error) {
        console.error('Search failed', error);
        setFailure('Could not load members. Please try again.');
        return null;
      } finally {
        loadingRef.current = false;
        setLoading(false);
      }
    },
    [client],
  );

  const loadNext = useCallback(async () => {
    if (loadingRef.current) return;
    const next = page + 1;
    const result = await fetchPage(next, null, SEARCH.pageSize);
    if (!result) {
      setHasMore(false);
      return;
    }
    setMembers((m) => (next === 1 ? result.items : [...m, ...result.items]));
    setPage(next);
    // The next page is assumed to exist only if this one came back full (spec 9).
    setHasMore(result.items.length === SEARCH.pageSize && result.hasMore);
    setStatus(`${next === 1 ? result.items.length : 'More'} members loaded.`);
  }, [fetchPage, page]);

  // Initial load: page 1 with no filters (spec 4).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadNext();
  }, [loadNext]);

  // Infinite scroll: within 200 px of the bottom, while more pages exist, nothing loads and no search was made.
  useEffect(() => {
    if (mode !== 'browse' || !hasMore || loading || notice || failure) return;
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
  }, [mode, hasMore, loading, notice, failure, loadNext, members.length]);

  async function search(e: FormEvent) {
    e.preventDefault();
    const filter: Record<string, string> = {};
    for (const key of chosen) if (values[key].trim()) filter[key] = values[key].trim();
    if (gender) filter.gender = gender;
    if (Object.keys(filter).length === 0) {
      window.alert(MESSAGES.searchNeedsCriteria);
      return;
    }
    // An explicit search replaces the list and stops further paging (spec 4).
    setMode('search');
    setHasMore(false);
    const result = await fetchPage(1, filter, SEARCH.explicitLimit);
    if (result) {
      setMembers(result.items);
      setStatus(result.items.length ? `${result.items.length} members found.` : MESSAGES.noResults);
    }
  }

  function toggle(key: FilterKey, on: boolean) {
    setChosen((c) => (on ? [...c, key] : c.filter((k) => k !== key)));
    if (!on) setValues((v) => ({ ...v, [key]: '' }));
  }

  return (
    <div className="page search-page">
      <h1>Find your match</h1>
      <form className="search-form card" onSubmit={search} aria-label="Search members">
        <fieldset className="search-by">
          <legend>Search By</legend>
          <div className="chip-group">
            {FILTERS.map((f) => (
              <label key={f.key} className="chip">
                <input type="checkbox" checked={chosen.includes(f.key)} onChange={(e) => toggle(f.key, e.target.checked)} />
                <span>{f.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="search-fields">
          {FILTERS.filter((f) => chosen.includes(f.key)).map((f) => (
            <div className="field" key={f.key}>
              <label htmlFor={`search-${f.key}`}>{f.label}</label>
              {f.options ? (
                <select
                  id={`search-${f.key}`}
                  value={values[f.key]}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                >
                  <SelectOptions options={f.options} placeholder={`Any ${f.label.toLowerCase()}`} />
                </select>
              ) : (
                <input
                  id={`search-${f.key}`}
                  type="search"
                  value={values[f.key]}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                />
              )}
            </div>
          ))}
          <div className="field">
            <label htmlFor="search-gender">Gender</label>
            <select id="search-gender" value={gender} onChange={(e) => setGender(e.target.value)}>
              <option value="">All Genders</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>

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
              {members.map((m) => (
                <MemberCard key={m.id} member={m} />
              ))}
            </ul>
          )}
          {loading && <p className="loading">Loading...</p>}
          {!loading && !failure && members.length === 0 && page + (mode === 'search' ? 1 : 0) > 0 && (
            <p className="empty">{MESSAGES.noResults}</p>
          )}
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </>
      )}
    </div>
  );
}

export default function SearchPage() {
  useDocumentTitle('Search');
  return (
    <WithApollo>
      <SearchScreen />
    </WithApollo>
  );
}
