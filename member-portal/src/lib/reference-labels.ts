import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The label function for the language shown now; re-renders when the language changes. */
export function useReferenceLabel(): ReferenceLabel {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback<ReferenceLabel>(
    (list, value) => {
      if (!value) return '';
      const labels = t(`reference.${list}`, { returnObjects: true, lng: language }) as unknown;
      const label = labels && typeof labels === 'object' ? (labels as Record<string, unknown>)[value] : undefined;
      return typeof label === 'string' && label ? label : value;
    },
    // `language` gives a new function (fresh labels) after a switch even if `t` kept its identity.
    [t, language],
  );
}

/** Select options for a list: canonical English values with labels in the language shown. */
export function useReferenceOptions(list: ReferenceList, values: readonly string[]): { value: string; label: string }[] {
  const label = useReferenceLabel();
  return values.map((value) => ({ value, label: label(list, value) }));
}
