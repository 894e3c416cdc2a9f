import { Trans, useTranslation } from 'react-i18next';

/**
 * Shown to a member whose profile is Not Approved (My Profile and Search): who reviews them and what happens
 * next. Renders nothing for any other status.
 */
export function ApprovalBanner({ status, executiveName }: { status: string | null | undefined; executiveName?: string | null }) {
  const { t } = useTranslation(['portal', 'common']);
  if (status !== 'NOT_APPROVED') return null;
  return (
    <section className="approval-banner notice" aria-labelledby="approval-banner-title">
      <h2 id="approval-banner-title" className="approval-banner-title">
        {t('approvalBanner.title')}
      </h2>
      <p>{t('common:errors.AWAITING_APPROVAL')}</p>
      <p>
        {executiveName ? (
          <Trans t={t} i18nKey="approvalBanner.named" values={{ name: executiveName }} components={{ strong: <strong /> }} />
        ) : (
          t('approvalBanner.unnamed')
        )}
      </p>
    </section>
  );
}
