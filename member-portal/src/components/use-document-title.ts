import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each route names itself, so a screen reader announces where a navigation landed (WCAG 2.4.2). */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('shell');
  const site = t('site.name');
  useEffect(() => {
    document.title = title ? t('site.titleSuffix', { title, site }) : site;
  }, [title, site, t]);
}
