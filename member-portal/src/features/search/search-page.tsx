import { lazy, Suspense, useState, type FormEvent } from 'react';
import { ALL_DISTRICTS, GENDERS, MESSAGES, PROFESSIONS, QUALIFICATIONS } from '@matrimony/schema';
import { SelectOptions } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import type { SearchRequest } from './components/search-results';
import './search.css';

// The form paints at once; the results (and Apollo with them) load alongside.
const SearchResults = lazy(() => import('./components/search-results'));

type FilterKey = 'fullName' | 'qualification' | 'district' | 'profession';

const FILTERS: { key: FilterKey; label: string; options?: readonly string[] }[] = [
  { key: 'fullName', label: 'Name' },
  { key: 'qualification', label: 'Qualification', options: QUALIFICATIONS },
  { key: 'district', label: 'City/District', options: ALL_DISTRICTS },
  { key: 'profession', label: 'Profession', options: PROFESSIONS },
];

export default function SearchPage() {
  useDocumentTitle('Search');
  const [chosen, setChosen] = useState<FilterKey[]>([]);
  const [values, setValues] = useState<Record<FilterKey, string>>({ fullName: '', qualification: '', district: '', profession: '' });
  const [gender, setGender] = useState('');
  const [request, setRequest] = useState<SearchRequest>({ mode: 'browse' });

  function search(e: FormEvent) {
    e.preventDefault();
    const filter: Record<string, string> = {};
    for (const key of chosen) if (values[key].trim()) filter[key] = values[key].trim();
    if (gender) filter.gender = gender;
    if (Object.keys(filter).length === 0) {
      window.alert(MESSAGES.searchNeedsCriteria);
      return;
    }
    setRequest((r) => ({ mode: 'search', filter, seq: (r.mode === 'search' ? r.seq : 0) + 1 }));
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
                <select id={`search-${f.key}`} value={values[f.key]} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}>
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
      <Suspense fallback={<p className="loading">Loading...</p>}>
        <SearchResults request={request} filtersSet={Boolean(gender) || chosen.some((k) => values[k].trim() !== '')} />
      </Suspense>
    </div>
  );
}
