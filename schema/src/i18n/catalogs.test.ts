import { formatMoment } from './app.js';
import { describe, expect, it } from 'vitest';
import { COMMUNITIES, EXECUTIVE_STATUSES, GENDERS, MEMBER_STATUSES, PROFESSIONS, QUALIFICATIONS, ALL_DISTRICTS, STATE_NAMES } from '../reference/lists.js';
import { NAMESPACES, resources } from './resources.js';

/** Every key path of a catalog, leaves only, as lists of keys (reference values contain dots themselves). */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]));
}
const keys = (value: unknown) => paths(value).map((p) => p.join(' > '));

function leaves(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.values(value).flatMap(leaves);
}

/** The {{placeholders}} a text uses. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
}

function at(catalog: unknown, path: string): string {
  return path.split(' > ').reduce<any>((o, k) => o?.[k], catalog) as string;
}

/** One idea, one Hindi word, everywhere (docs/translations.md): the word not to use -> the one used. */
const HINDI_WORDS: Record<string, string> = {
  'अपठित': 'बिना पढ़ा / पढ़े / पढ़ी',
};

describe('language catalogs', () => {
  it('Hindi says one idea with one word everywhere', () => {
    const texts = NAMESPACES.flatMap((ns) => leaves(resources.hi[ns]));
    for (const [avoid, use] of Object.entries(HINDI_WORDS)) {
      expect(texts.filter((text) => text.includes(avoid)), `"${avoid}": use "${use}"`).toEqual([]);
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: English and Hindi have exactly the same keys`, () => {
      const en = keys(resources.en[ns]).sort();
      const hi = keys(resources.hi[ns]).sort();
      expect(hi.filter((k) => !en.includes(k)), 'keys only in Hindi').toEqual([]);
      expect(en.filter((k) => !hi.includes(k)), 'keys missing from Hindi').toEqual([]);
    });

    it(`${ns}: every text is filled in and uses the same placeholders in both languages`, () => {
      for (const key of keys(resources.en[ns])) {
        const en = at(resources.en[ns], key);
        const hi = at(resources.hi[ns], key);
        expect(typeof hi === 'string' && hi.trim().length > 0, `hi ${ns}:${key}`).toBe(true);
        expect(placeholders(hi), `${ns}:${key}`).toEqual(placeholders(en));
      }
    });
  }

  for (const ns of NAMESPACES) {
    it(`${ns}: Hindi texts are written in Devanagari (apart from the language switch's "English")`, () => {
      // Placeholders, markup and technical names may stay in Latin letters inside a Hindi sentence; a text with
      // Latin words and no Devanagari at all is an English text left untranslated.
      const english = leaves(resources.hi[ns])
        .map((t) => t.replace(/\{\{[^}]*\}\}|<\/?\w+>/g, ''))
        .filter((t) => /[A-Za-z]{2,}/.test(t) && !/[\u0900-\u097F]/.test(t));
      expect(english).toEqual(ns === 'shell' || ns === 'console' ? ['English'] : []);
    });
  }

  it('every reference value has a label in the catalog', () => {
    const ref = resources.en.common.reference;
    const lists: Array<[Record<string, string>, readonly string[]]> = [
      [ref.gender, GENDERS], [ref.community, COMMUNITIES], [ref.state, STATE_NAMES], [ref.district, ALL_DISTRICTS],
      [ref.qualification, QUALIFICATIONS], [ref.profession, PROFESSIONS], [ref.memberStatus, MEMBER_STATUSES],
      [ref.executiveStatus, EXECUTIVE_STATUSES],
    ];
    for (const [labels, values] of lists) {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      // English labels are the stored values themselves.
      for (const v of values) expect(labels[v]).toBe(v);
    }
  });
});

describe('formatMoment', () => {
  const moment = '2026-11-28T15:09:00Z'; // evening in India and afternoon in UTC
  it('writes the part of the day in Hindi, never the Latin am/pm, and keeps English as it is', () => {
    const hindi = formatMoment(moment, 'hi-IN');
    expect(hindi).not.toMatch(/[ap]\.?m\.?/i);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(formatMoment(moment, 'en-IN')).toMatch(/pm/i);
    expect(formatMoment(moment, 'en-IN', { year: true })).toContain('2026');
    expect(formatMoment(moment, 'en-IN')).not.toContain('2026');
  });
});
