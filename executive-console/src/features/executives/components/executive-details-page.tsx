import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { DetailTable } from '../../../components/detail-table';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { StatusChip } from '../../../components/status-chip';
import { useTranslation } from 'react-i18next';
import { EXECUTIVE_STATUS_LABEL } from '../../../lib/labels';
import { ExecutiveDetailsDocument } from '../api/operations';

/** /admin-details/{id}: the executive's details in a table, and a Back button. */
export default function ExecutiveDetailsPage() {
  const { t } = useTranslation(['console', 'common']);
  const ref = (list: string, value: string) => (value ? t(`common:reference.${list}.${value}`, { defaultValue: value }) : value);
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ExecutiveDetailsDocument, { variables: { id } });

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const backButton = <BackButton fallback="/admin-list" />;

  const e = data?.executive;
  return (
    <Page title={t('executives.detailsTitle')} actions={backButton} maxWidth={880}>
      {!data && loading ? <Typography role="status">{t('ui.loading')}</Typography> : null}
      {error && !data && !loading ? (
        <LoadError
          error={error}
          message={t('executives.detailsLoadFailed')}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : null}
      {data && !e ? <Alert severity="warning">{t('common:errors.NOT_FOUND_executive')}</Alert> : null}
      {e ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <DetailTable
            label={t('ui.detailsOf', { name: e.fullName })}
            rows={[
              [t('executives.fields.fullName'), e.fullName],
              [t('executives.fields.email'), e.email],
              [t('executives.fields.mobile'), e.mobile],
              [t('executives.fields.gender'), ref('gender', e.gender)],
              [t('executives.fields.community'), ref('community', e.community)],
              [t('ui.state'), ref('state', e.state)],
              [t('ui.district'), ref('district', e.district)],
              [t('executives.fields.block'), e.block],
              [t('executives.fields.address'), e.address],
              [t('ui.status'), <StatusChip key="s" list="executiveStatus" label={EXECUTIVE_STATUS_LABEL[e.status]} />],
              ...(e.role === 'admin' ? ([[t('executives.fields.role'), t('executives.administrator')]] as [string, string][]) : []),
            ]}
          />
        </Paper>
      ) : null}
    </Page>
  );
}
