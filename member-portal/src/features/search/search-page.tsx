import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALL_DISTRICTS, GENDERS, PROFESSIONS, QUALIFICATIONS } from '@matrimony/schema';
import { useDocumentTitle } from '../../components/use-document-title';
import { useReferenceLabel } from '../../lib/reference-labels';
import type { SearchRequest } from './components/search-results';

// The form paints at once; the results (and Apollo with them) load alongside.
const SearchResults = lazy(() => import('./components/search-results'));
const ViewerBanner = lazy(() => import('./components/viewer-banner'));

type FilterKey = 'fullName' | 'qualification' | 'district' | 'profession';

/** The filters; a list filter shows its reference list's labels (common:reference.<list>) and sends the English value. */
const FILTERS: { key: FilterKey; options?: readonly string[]; list?: 'qualification' | 'district' | 'profession' }[] = [
  { key: 'fullName' },
  { key: 'qualification', options: QUALIFICATIONS, list: 'qualification' },
  { key: 'district', options: ALL_DISTRICTS, list: 'district' },
  { key: 'profession', options: PROFESSIONS, list: 'profession' },
];
const KEYS = FILTERS.map((f) => f.key);

/**
 * The form lives in the address (?by=profession,district&profession=Doctor&gender=Male, and q=1 once searched),
 * so Back from a profile, a reload or a shared link finds the same ticked filters and the same search.
 */
interface SearchForm {
  chosen: FilterKey[];
  values: Record<FilterKey, string>;
  gender: string;
  searched: boolean;
}

function readForm(params: URLSearchParams): SearchForm {
  const chosen = (params.get('by') ?? '').split(',').filter((k): k is FilterKey => (KEYS as string[]).includes(k));
  const values = Object.fromEntries(KEYS.map((k) => [k, chosen.includes(k) ? (params.get(k) ?? '') : ''])) as Record<FilterKey, string>;
  const gender = (GENDERS as readonly string[]).includes(params.get('gender') ?? '') ? params.get('gender')! : '';
  return { chosen, values, gender, searched: params.get('q') === '1' };
}

function writeForm(form: SearchForm): URLSearchParams {
  const params = new URLSearchParams();
  if (form.chosen.length) params.set('by', form.chosen.join(','));
  for (const key of form.chosen) if (form.values[key]) params.set(key, form.values[key]);
  if (form.gender) params.set('gender', form.gender);
  if (form.searched) params.set('q', '1');
  return params;
}

/** The filter a search sends: the chosen filters with a value, and the gender; null when there is none. */
function filterOf(form: SearchForm): Record<string, string> | null {
  const filter: Record<string, string> = {};
  for (const key of form.chosen) if (form.values[key].trim()) filter[key] = form.values[key].trim();
  if (form.gender) filter.gender = form.gender;
  return Object.keys(filter).length ? filter : null;
}

export default function SearchPage() {
  const { t } = useTranslation(['portal', 'common']);
  useDocumentTitle(t('search.title'));
  const label = useReferenceLabel();
  const [params, setParams] = useSearchParams();
  // The form answers at once from React state; the address follows it (a router update alone would leave a
  // ticked box unticked until its transition ends).
  const [form, setForm] = useState(() => readForm(params));
  const { chosen, values, gender } = form;
  const [request, setRequest] = useState<SearchRequest>(() => {
    const filter = form.searched ? filterOf(form) : null;
    return filter ? { mode: 'search', filter, seq: 1 } : { mode: 'browse' };
  });
  // Back or Forward to this page shows the list it left from the cache, at the same scroll position.
  const navigationType = useNavigationType();
  const [restore, setRestore] = useState(navigationType === 'POP');

  useEffect(() => {
    const next = writeForm(form);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const update = (next: Partial<SearchForm>) => setForm((f) => ({ ...f, ...next }));

  function search(e: FormEvent) {
    e.preventDefault();
    const filter = filterOf(form);
    if (!filter) {
      window.alert(t('common:messages.searchNeedsCriteria'));
      return;
    }
    update({ searched: true });
    setRestore(false);
    setRequest((r) => ({ mode: 'search', filter, seq: (r.mode === 'search' ? r.seq : 0) + 1 }));
  }

  function clear() {
    setForm(readForm(new URLSearchParams()));
    setRestore(false);
    setRequest({ mode: 'browse' });
  }

  function toggle(key: FilterKey, on: boolean) {
    update({
      chosen: on ? [...chosen, key] : chosen.filter((k) => k !== key),
      values: on ? values : { ...values, [key]: '' },
    });
  }

  const genders = GENDERS.map((g) => [g, label('gender', g)] as const);
  const filtersSet = Boolean(gender) || chosen.some((k) => values[k].trim() !== '');
  const canClear = request.mode === 'search' || chosen.length > 0 || Boolean(gender);

  return (
    <div className="page search-page">
      <h1>{t('search.heading')}</h1>
      <Suspense fallback={null}>
        <ViewerBanner />
      </Suspense>
      <form className="search-form card" onSubmit={search} aria-label={t('search.formLabel')}>
        <fieldset className="search-by">
          <legend>{t('search.searchBy')}</legend>
          <div className="chip-group">
            {FILTERS.map((f) => (
              <label key={f.key} className="chip">
                <input type="checkbox" checked={chosen.includes(f.key)} onChange={(e) => toggle(f.key, e.target.checked)} />
                <span>{t(`search.filters.${f.key}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="search-fields">
          {FILTERS.filter((f) => chosen.includes(f.key)).map((f) => (
            <div className="field" key={f.key}>
              <label htmlFor={`search-${f.key}`}>{t(`search.filters.${f.key}`)}</label>
              {f.options && f.list ? (
                <select id={`search-${f.key}`} value={values[f.key]} onChange={(e) => update({ values: { ...values, [f.key]: e.target.value } })}>
                  <option value="">{t(`search.any.${f.list}`)}</option>
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {label(f.list!, o)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`search-${f.key}`}
                  type="search"
                  value={values[f.key]}
                  onChange={(e) => update({ values: { ...values, [f.key]: e.target.value } })}
                />
              )}
            </div>
          ))}
          <div className="field">
            <label htmlFor="search-gender">{t('search.gender')}</label>
            <select id="search-gender" value={gender} onChange={(e) => update({ gender: e.target.value })}>
              <option value="">{t('search.allGenders')}</option>
              {genders.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="search-actions">
          <button type="submit" className="button button-primary">
            {t('search.submit')}
          </button>
          {canClear && (
            <button type="button" className="button button-ghost" onClick={clear}>
              {t('search.clear')}
            </button>
          )}
        </div>
      </form>
      <Suspense fallback={<p className="loading">{t('search.loading')}</p>}>
        <SearchResults request={request} filtersSet={filtersSet} restore={restore} />
      </Suspense>
    </div>
  );
}
