import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { DetailTable } from '../../../components/detail-table';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { StatusChip } from '../../../components/status-chip';
import { MEMBER_STATUS_LABEL } from '../../../lib/labels';
import { failureText } from '../../../lib/api-error';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';
import { useReport } from '../api/report';
import { ReportActions } from './report-actions';
import { ReportMessages } from './report-messages';
import { formatDateTime } from '../../../lib/dates';
import { ReportStatusChip } from './reports-page';

/**
 * /reports/{id}: what was reported and why, in the reporter's own words, beside the reported profile; then the
 * actions the report allows now and, once resolved, the decision. A report of a message shows the messages kept
 * with it (who wrote what, when).
 */
export default function ReportDetailsPage() {
  const { t } = useTranslation();
  const locale = intlLocale();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useReport(id);
  const back = <BackButton fallback="/reports" />;
  const result = data?.report;
  if (!result) {
    return (
      <Page title={t('reports.detailsTitle')} actions={back}>
        {loading ? <Typography role="status">{t('reports.loading')}</Typography> : <LoadError error={error} message={t('reports.loadFailed')} onRetry={() => void refetch().catch(() => undefined)} />}
      </Page>
    );
  }
  if (result.__typename !== 'Report') {
    return (
      <Page title={t('reports.detailsTitle')} actions={back}>
        <Alert severity="warning">{failureText(result)}</Alert>
      </Page>
    );
  }
  const member = result.reportedMember;
  // Stored values are the lists' English; shown in the reader's language (docs/translations.md).
  const ref = (list: string, value: string) => t(`common:reference.${list}.${value}`, { defaultValue: value });
  return (
    <Page title={t('reports.detailsTitle')} actions={back} maxWidth={960}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Paper variant="outlined" component="section" aria-labelledby="report-what" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography id="report-what" variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              {t(`reports.category.${result.category}`)}
            </Typography>
            <ReportStatusChip status={result.status} />
          </Box>
          <Typography component="h3" sx={{ fontWeight: 600, mt: 1 }}>
            {t('reports.reporterWords')}
          </Typography>
          {result.details ? (
            <Box component="blockquote" sx={{ m: 0, my: 1, pl: 2, borderLeft: 4, borderColor: 'divider', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {result.details}
            </Box>
          ) : (
            <Typography color="text.secondary" sx={{ my: 1 }}>
              {t('reports.noWords')}
            </Typography>
          )}
          <DetailTable
            label={t('reports.detailsTitle')}
            rows={[
              [t('reports.fields.context'), t(`reports.context.${result.context}`)],
              [t('reports.fields.createdAt'), formatDateTime(result.createdAt, locale)],
              // The e-mail only when the API gives it: an executive of another district sees the reporter as an
              // approved member would (docs/privacy.md), name without contact details.
              [t('reports.fields.reporter'), result.reporter ? (result.reporter.email ? `${result.reporter.fullName} (${result.reporter.email})` : result.reporter.fullName) : '—'],
              [t('reports.fields.assignedTo'), result.assignedToName ?? '—'],
              ...(result.action
                ? ([
                    [t('reports.fields.action'), t(`reports.resolution.${result.action}`)],
                    [t('reports.fields.resolvedAt'), formatDateTime(result.resolvedAt, locale)],
                    [t('reports.fields.note'), result.note ?? '—'],
                  ] as [string, string][])
                : []),
            ]}
          />
          <Box sx={{ mt: 2 }}>
            <ReportActions report={result} />
          </Box>
        </Paper>
        {result.context === 'MESSAGE' ? <ReportMessages messages={result.messages} member={member} reporter={result.reporter ?? null} /> : null}
        <Paper variant="outlined" component="section" aria-labelledby="report-member" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
            <Avatar src={member.imageUrl ?? '/default-profile.png'} alt={t('reports.photoOf', { name: member.fullName })} sx={{ width: 72, height: 72 }} />
            <Box>
              <Typography id="report-member" variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                {t('reports.reportedMember', { name: member.fullName })}
              </Typography>
              <StatusChip label={MEMBER_STATUS_LABEL[member.status]} />
            </Box>
          </Box>
          <DetailTable
            label={t('reports.reportedMember', { name: member.fullName })}
            rows={[
              [t('reports.fields.email'), member.email ?? '—'],
              [t('reports.fields.mobile'), member.mobile ?? '—'],
              [t('reports.fields.gender'), ref('gender', member.gender)],
              [t('reports.fields.age'), member.age ?? '—'],
              [t('reports.fields.community'), ref('community', member.community)],
              [t('reports.fields.place'), `${ref('district', member.district)}, ${ref('state', member.state)}`],
              [t('reports.fields.profession'), ref('profession', member.profession)],
              [t('reports.fields.qualification'), ref('qualification', member.qualification)],
            ]}
          />
          <Button component={RouterLink} to={`/profile/${member.id}`} sx={{ mt: 1 }}>
            {t('reports.fullProfile')}
          </Button>
        </Paper>
      </Box>
    </Page>
  );
}
