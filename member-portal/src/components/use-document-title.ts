import { useEffect } from 'react';
import { SITE_NAME } from '../config/site';

/** Each route names itself, so a screen reader announces where a navigation landed (WCAG 2.4.2). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
