import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type common from '@matrimony/schema/i18n/en/common.json';

/**
 * Reference-list labels (docs/translations.md): stored and sent values stay the lists' canonical English
 * (`Central Delhi`, `B.Tech / B.E.`); only what is shown is translated, from `common:reference.<list>.<value>`.
 * The whole list is read as one object because many values contain dots, which i18next would otherwise treat
 * as key separators. A value missing from the catalog is shown as it is.
 */

/** The reference lists that have labels in the common catalog (gender, community, state, district, ...). */
export type ReferenceList = keyof typeof common.reference;

/** Turns (list, canonical value) into the label of the language shown. */
export type ReferenceLabel = (list: ReferenceList, value: string | null | undefined) => string;

/**
 * A list's labels in the language shown, or in the fallback language when that catalog lacks the list: the same
 * object `t('reference.<list>', { returnObjects: true })` gives, read where i18next keeps it. `returnObjects`
 * translates each entry again to build a copy, on every call, which made a page of ten search cards (six labels
 * each) spend ~300 ms of a phone's main thread on labels alone (docs/performance.md).
 */
function listLabels(i18n: I18n, language: string, list: ReferenceList): unknown {
  const fallback = i18n.options.fallbackLng;
  const chain = [language, ...(typeof fallback === 'string' ? [fallback] : Array.isArray(fallback) ? fallback : [])];
  for (const lng of chain) {
    const labels: unknown = i18n.getResource(lng, 'common', `reference.${list}`);
    if (labels && typeof labels === 'object') return labels;
  }
  return undefined;
}

/** The label function for the language shown now; re-renders when the language changes. */
export function useReferenceLabel(): ReferenceLabel {
  // The hook also re-renders the caller once the common texts have arrived; labels are read live, at call time.
  const { i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback<ReferenceLabel>(
    (list, value) => {
      if (!value) return '';
      const labels = listLabels(i18n, language, list);
      const label = labels && typeof labels === 'object' ? (labels as Record<string, unknown>)[value] : undefined;
      return typeof label === 'string' && label ? label : value;
    },
    [i18n, language],
  );
}
