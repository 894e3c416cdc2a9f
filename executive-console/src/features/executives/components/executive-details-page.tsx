import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DetailTable } from '../../../components/detail-table';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { StatusChip } from '../../../components/status-chip';
import { EXECUTIVE_STATUS_LABEL } from '../../../lib/labels';
import { ExecutiveDetailsDocument } from '../api/operations';

/** /admin-details/{id} (spec 2): the executive's details in a table, and a Back button. */
export default function ExecutiveDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(ExecutiveDetailsDocument, { variables: { id } });

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  // Back to the list the executive came from; opened directly (first entry of this tab's app history), the list.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/admin-list'));
  const backButton = (
    <Button startIcon={<ArrowBackIcon />} variant="outlined" onClick={back}>
      Back
    </Button>
  );

  const e = data?.executive;
  return (
    <Page title="Executive Details" actions={backButton} maxWidth={880}>
      {!data && loading ? <Typography role="status">Loading...</Typography> : null}
      {error && !data && !loading ? (
        <LoadError
          error={error}
          message="The executive details could not be loaded."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : null}
      {data && !e ? <Alert severity="warning">Executive not found.</Alert> : null}
      {e ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <DetailTable
            label={`Details of ${e.fullName}`}
            rows={[
              ['Full Name', e.fullName],
              ['Email', e.email],
              ['Mobile', e.mobile],
              ['Gender', e.gender],
              ['Working for Community', e.community],
              ['State', e.state],
              ['District', e.district],
              ['City / Tehsil', e.block],
              ['Address', e.address],
              ['Status', <StatusChip key="s" list="executiveStatus" label={EXECUTIVE_STATUS_LABEL[e.status]} />],
              ...(e.role === 'admin' ? ([['Role', 'Administrator']] as [string, string][]) : []),
            ]}
          />
        </Paper>
      ) : null}
    </Page>
  );
}
