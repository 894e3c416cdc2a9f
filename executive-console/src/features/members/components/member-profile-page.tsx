import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { ConfirmDialog, type ConfirmRequest } from '../../../components/confirm-dialog';
import { memberConfirmRequest } from './member-confirm';
import { DetailTable } from '../../../components/detail-table';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { StatusChip } from '../../../components/status-chip';
import { MEMBER_STATUS_LABEL } from '../../../lib/labels';
import { MemberProfileDocument } from '../api/operations';
import { useMemberActions } from '../api/use-member-actions';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';

const DEFAULT_PICTURE = '/default-profile.png';

function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(intlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * /profile/{id} in the console: the member's full profile as an executive sees it (contact details included),
 * with the same moderation actions as the list.
 */
export default function MemberProfilePage() {
  const { t } = useTranslation(['console', 'common']);
  const ref = (list: string, value: string | null | undefined) => (value ? t(`common:reference.${list}.${value}`, { defaultValue: value }) : '');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(MemberProfileDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const { run, busy } = useMemberActions();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const backButton = <BackButton fallback="/admin" />;

  const result = data?.member;
  if (!result) {
    return (
      <Page title={t('profile.title')} actions={backButton}>
        {loading ? (
          <Typography role="status">{t('ui.loading')}</Typography>
        ) : (
          <LoadError error={error} message={t('common:messages.userLoadProblem')} onRetry={() => void refetch().catch(() => undefined)} />
        )}
      </Page>
    );
  }
  if (result.__typename !== 'Member') {
    return (
      <Page title={t('profile.title')} actions={backButton}>
        <Alert severity="warning">{t('common:errors.NOT_FOUND_member')}</Alert>
      </Page>
    );
  }

  const m = result;
  // Every member gives an e-mail: none means the contact details are not this executive's to see (another
  // community or district), said so rather than shown as if the member had left them empty.
  const contactHidden = m.email == null;
  const contact = (value: string | null | undefined) => (contactHidden ? t('profile.contactHidden') : value);
  const statusLabel = MEMBER_STATUS_LABEL[m.status];
  const summary = [m.age != null ? t('profile.years', { count: m.age }) : null, ref('gender', m.gender), ref('district', m.district), ref('state', m.state)]
    .filter(Boolean)
    .join(' · ');
  const ask = (action: 'approve' | 'reject' | 'delete' | 'lift') =>
    setConfirm(
      memberConfirmRequest(action, m.fullName, async () => {
        const ok = await run(action, m);
        if (ok && action === 'delete') navigate('/admin', { replace: true });
      }),
    );

  return (
    <Page title={t('profile.title')} actions={backButton} maxWidth={960}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', mb: 3 }}>
          <Avatar
            src={m.imageUrl ?? DEFAULT_PICTURE}
            alt={t('profile.photoOf', { name: m.fullName })}
            sx={{ width: 128, height: 128, fontSize: 48 }}
            variant="rounded"
          >
            {m.fullName.charAt(0)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h2" component="h2">
              {m.fullName}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {summary}
            </Typography>
            <StatusChip label={statusLabel} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {m.status === 'SUSPENDED' && (
              <Button variant="contained" color="success" disabled={busy.has(m.id)} onClick={() => ask('lift')}>
                {t('members.lift.button')}
              </Button>
            )}
            {m.status !== 'APPROVED' && m.status !== 'SUSPENDED' && (
              <Button
                variant="contained"
                color="success"
                disabled={busy.has(m.id)}
                onClick={() => ask('approve')}
              >
                {t('ui.approve')}
              </Button>
            )}
            {m.status === 'NOT_APPROVED' && (
              <Button variant="outlined" color="error" disabled={busy.has(m.id)} onClick={() => ask('reject')}>
                {t('ui.reject')}
              </Button>
            )}
            {m.status === 'REJECTED' && (
              <Button variant="outlined" color="error" disabled={busy.has(m.id)} onClick={() => ask('delete')}>
                {t('ui.delete')}
              </Button>
            )}
          </Box>
        </Box>

        <Section title={t('profile.personal')}>
          <DetailTable
            label={t('profile.personal')}
            rows={[
              [t('executives.fields.fullName'), m.fullName],
              [t('profile.dob'), formatDate(m.dob)],
              [t('profile.age'), m.age != null ? m.age.toLocaleString(intlLocale()) : ''],
              [t('executives.fields.gender'), ref('gender', m.gender)],
              [t('profile.community'), ref('community', m.community)],
              [t('profile.gotra'), m.gotra],
              [t('profile.motherGotra'), m.motherGotra],
              [t('profile.qualification'), ref('qualification', m.qualification)],
              [t('profile.profession'), ref('profession', m.profession)],
            ]}
          />
        </Section>
        <Section title={t('profile.family')}>
          <DetailTable
            label={t('profile.family')}
            rows={[
              [t('profile.motherName'), m.motherName],
              [t('profile.fatherName'), m.fatherName],
              [t('profile.fatherMobile'), contact(m.fatherMobile)],
            ]}
          />
        </Section>
        <Section title={t('profile.contact')}>
          <DetailTable
            label={t('profile.contact')}
            rows={[
              [t('executives.fields.email'), contact(m.email)],
              [t('executives.fields.mobile'), contact(m.mobile)],
              [t('ui.state'), ref('state', m.state)],
              [t('ui.district'), ref('district', m.district)],
              [t('executives.fields.block'), m.block],
              [t('executives.fields.address'), contact(m.address)],
            ]}
          />
          {contactHidden ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="contact-hidden">
              {t('profile.contactHiddenWhy')}
            </Typography>
          ) : null}
        </Section>
        <Section title={t('profile.moderation')}>
          <DetailTable
            label={t('profile.moderation')}
            rows={[
              [t('ui.status'), ref('memberStatus', statusLabel)],
              [t('profile.executive'), m.executiveName],
              [t('profile.registeredOn'), m.createdAt ? formatDate(m.createdAt) : ''],
            ]}
          />
        </Section>
      </Paper>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Page>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }} aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
