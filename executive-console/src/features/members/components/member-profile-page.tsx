import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { MESSAGES } from '@matrimony/schema';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
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

const DEFAULT_PICTURE = '/default-profile.png';

function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', {
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
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(MemberProfileDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const { run, busy } = useMemberActions();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  // Back to the list the executive came from (its filters and page), or to the plain list.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/admin'));
  const backButton = (
    <Button startIcon={<ArrowBackIcon />} variant="outlined" onClick={back}>
      Back
    </Button>
  );

  const result = data?.member;
  if (!result) {
    return (
      <Page title="Member Profile" actions={backButton}>
        {loading ? (
          <Typography role="status">Loading...</Typography>
        ) : (
          <LoadError error={error} message={MESSAGES.userLoadProblem} onRetry={() => void refetch().catch(() => undefined)} />
        )}
      </Page>
    );
  }
  if (result.__typename !== 'Member') {
    return (
      <Page title="Member Profile" actions={backButton}>
        <Alert severity="warning">{MESSAGES.userNotFound}</Alert>
      </Page>
    );
  }

  const m = result;
  const statusLabel = MEMBER_STATUS_LABEL[m.status];
  const ask = (action: 'approve' | 'reject' | 'delete' | 'lift') =>
    setConfirm(
      memberConfirmRequest(action, m.fullName, async () => {
        const ok = await run(action, m);
        if (ok && action === 'delete') navigate('/admin', { replace: true });
      }),
    );

  return (
    <Page title="Member Profile" actions={backButton} maxWidth={960}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', mb: 3 }}>
          <Avatar
            src={m.imageUrl ?? DEFAULT_PICTURE}
            alt={`Photo of ${m.fullName}`}
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
              {[m.age != null ? `${m.age} years` : null, m.gender, m.district, m.state].filter(Boolean).join(' · ')}
            </Typography>
            <StatusChip label={statusLabel} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {m.status === 'SUSPENDED' && (
              <Button variant="contained" color="success" disabled={busy === m.id} onClick={() => ask('lift')}>
                {t('members.lift.button')}
              </Button>
            )}
            {m.status !== 'APPROVED' && m.status !== 'SUSPENDED' && (
              <Button
                variant="contained"
                color="success"
                disabled={busy === m.id}
                onClick={() => ask('approve')}
              >
                Approve
              </Button>
            )}
            {m.status === 'NOT_APPROVED' && (
              <Button variant="outlined" color="error" disabled={busy === m.id} onClick={() => ask('reject')}>
                Reject
              </Button>
            )}
            {m.status === 'REJECTED' && (
              <Button variant="outlined" color="error" disabled={busy === m.id} onClick={() => ask('delete')}>
                Delete
              </Button>
            )}
          </Box>
        </Box>

        <Section title="Personal details">
          <DetailTable
            label="Personal details"
            rows={[
              ['Full Name', m.fullName],
              ['Date of Birth', formatDate(m.dob)],
              ['Age', m.age != null ? String(m.age) : ''],
              ['Gender', m.gender],
              ['Community', m.community],
              ['Gotra', m.gotra],
              ["Mother's Gotra", m.motherGotra],
              ['Qualification', m.qualification],
              ['Profession', m.profession],
            ]}
          />
        </Section>
        <Section title="Family">
          <DetailTable
            label="Family"
            rows={[
              ["Mother's Name", m.motherName],
              ["Father's Name", m.fatherName],
              ["Father's Mobile", m.fatherMobile],
            ]}
          />
        </Section>
        <Section title="Contact and location">
          <DetailTable
            label="Contact and location"
            rows={[
              ['Email', m.email],
              ['Mobile', m.mobile],
              ['State', m.state],
              ['District', m.district],
              ['City / Tehsil', m.block],
              ['Address', m.address],
            ]}
          />
        </Section>
        <Section title="Moderation">
          <DetailTable
            label="Moderation"
            rows={[
              ['Status', statusLabel],
              ['Executive', m.executiveName],
              ['Registered on', m.createdAt ? formatDate(m.createdAt) : ''],
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
