import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { GridActionsCell, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { EXECUTIVE_STATUSES } from '@matrimony/schema';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog, type ConfirmRequest } from '../../../components/confirm-dialog';
import { FilterBar } from '../../../components/filter-bar';
import { SelectFilter } from '../../../components/form/select-filter';
import { nameLinkCell } from '../../../components/name-link-cell';
import { Page } from '../../../components/page';
import { ServerGrid } from '../../../components/server-grid';
import { RowActionButton } from '../../../components/row-action-button';
import { StatusChip } from '../../../components/status-chip';
import { useTranslation } from 'react-i18next';
import { isForbidden } from '../../../lib/errors';
import { EXECUTIVE_STATUS_LABEL } from '../../../lib/labels';
import { useGridUrlState, useServerPage } from '../../../lib/data-grid/url-grid-state';
import { useAdmin } from '../../../lib/use-admin';
import type { ExecutiveStatus, ExecutivesListQuery } from '../../../gql/graphql';
import { ExecutivesListDocument } from '../api/operations';
import { useExecutiveActions, type ExecutiveAction } from '../api/use-executive-actions';

/** Columns a phone leaves out: the name (a link to the details), the status and the actions fit 360 px. */
const PHONE_HIDDEN = ['email', 'mobile', 'details'] as const;

type Row = ExecutivesListQuery['executives']['items'][number];

const STATUS_PARAM: Record<string, ExecutiveStatus> = { approved: 'APPROVED', rejected: 'REJECTED', pending: 'PENDING' };
const STATUS_OPTIONS = EXECUTIVE_STATUSES.map((label) => ({ canonical: label, value: label.toLowerCase() }));

/** /admin-list: the Executives List, administrators only on the API side. */
export default function ExecutivesListPage() {
  const { t } = useTranslation(['console', 'common']);
  const ref = (list: string, value: string) => t(`common:reference.${list}.${value}`, { defaultValue: value });
  const { admin, isAdmin } = useAdmin();
  const grid = useGridUrlState({ filters: ['status'] });
  const status = STATUS_PARAM[grid.filterValues.status ?? ''] ? grid.filterValues.status! : '';
  const query = useQuery(ExecutivesListDocument, {
    variables: { page: grid.page, pageSize: grid.pageSize, status: status ? STATUS_PARAM[status] : undefined },
    // An executive is told at once, without a request the API would refuse; the API's refusal covers a stale role.
    skip: !isAdmin,
  });
  const { loading, error, refetch } = query;
  const page = useServerPage(grid, query, (d) => d.executives);
  const forbidden = !isAdmin || isForbidden(error);

  const { run, busy } = useExecutiveActions();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  // Every action asks first (docs/product.md, 'Executive console'), approving too, as the Users List does.
  const ask = (action: ExecutiveAction, row: Row) =>
    setConfirm({
      title: t(`executives.confirm.${action}.title`),
      body: t(`executives.confirm.${action}.body`, { name: row.fullName }),
      confirmLabel: t(`ui.${action}`),
      destructive: action !== 'approve',
      onConfirm: () => run(action, row).then(() => undefined),
    });

  const selfId = admin?.id;
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'fullName', headerName: t('executives.fields.fullName'), flex: 1.2, minWidth: 110, sortable: false, renderCell: nameLinkCell<Row>((row) => `/admin-details/${row.id}`) },
      { field: 'email', headerName: t('executives.fields.email'), flex: 1.4, minWidth: 150, sortable: false, cellClassName: 'cell-break' },
      {
        field: 'mobile',
        headerName: t('executives.fields.mobile'),
        width: 115,
        sortable: false,
        valueFormatter: (value: string) => value || '—',
      },
      {
        field: 'status',
        headerName: t('ui.status'),
        minWidth: 100,
        flex: 0.9,
        sortable: false,
        valueGetter: (value: ExecutiveStatus) => EXECUTIVE_STATUS_LABEL[value],
        renderCell: (p: GridRenderCellParams<Row, string>) => <StatusChip list="executiveStatus" label={p.value ?? ''} />,
      },
      {
        field: 'actions',
        headerName: t('users.columns.actions'),
        sortable: false,
        filterable: false,
        minWidth: 112,
        flex: 1.2,
        renderCell: (p: GridRenderCellParams<Row>) => {
          const row = p.row;
          // The acting administrator never acts on their own account (docs/product.md, 'Accounts and approval').
          if (row.id === selfId) {
            return <CellText>{t('executives.yourAccount')}</CellText>;
          }
          if (row.status === 'APPROVED') {
            return <CellText>{t('executives.alreadyApproved')}</CellText>;
          }
          const disabled = busy.has(row.id);
          return (
            <GridActionsCell {...p} suppressChildrenValidation>
              {row.status === 'PENDING' ? (
                <RowActionButton
                  tone="success"
                  label={t('ui.approve')}
                  labelFor={t('ui.approveFor', { name: row.fullName })}
                  disabled={disabled}
                  onClick={() => ask('approve', row)}
                />
              ) : null}
              {row.status === 'PENDING' ? (
                <RowActionButton
                  tone="error"
                  label={t('ui.reject')}
                  labelFor={t('ui.rejectFor', { name: row.fullName })}
                  disabled={disabled}
                  onClick={() => ask('reject', row)}
                />
              ) : null}
              {row.status === 'REJECTED' ? (
                <RowActionButton
                  tone="error"
                  label={t('ui.delete')}
                  labelFor={t('ui.deleteFor', { name: row.fullName })}
                  disabled={disabled}
                  onClick={() => ask('delete', row)}
                />
              ) : null}
            </GridActionsCell>
          );
        },
      },
      {
        field: 'details',
        headerName: t('ui.details'),
        sortable: false,
        filterable: false,
        width: 120,
        renderCell: (p: GridRenderCellParams<Row>) => (
          <GridActionsCell {...p} suppressChildrenValidation>
            <Button
              size="small"
              component={RouterLink}
              to={`/admin-details/${p.row.id}`}
              aria-label={t('executives.viewDetailsOf', { name: p.row.fullName })}
            >
              {t('executives.viewDetails')}
            </Button>
          </GridActionsCell>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [busy, run, selfId, t],
  );

  return (
    <Page title={t('executives.title')}>
      {forbidden ? (
        <Alert severity="error" data-testid="executives-forbidden">
          {t('executives.adminsOnly')}
        </Alert>
      ) : (
        <>
          <FilterBar label={t('ui.filters')} columns={{ sm: 'minmax(0, 280px)' }}>
            <SelectFilter
              id="filter-executive-status"
              label={t('ui.status')}
              allLabel={t('ui.allStatuses')}
              value={status}
              options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: ref('executiveStatus', o.canonical) }))}
              onChange={(v) => grid.setFilters({ status: v || null })}
            />
          </FilterBar>
          <ServerGrid<Row>
            label={t('executives.gridLabel')}
            grid={grid}
            page={page}
            columns={columns}
            loading={loading}
            phoneHidden={PHONE_HIDDEN}
            emptyLabel={t('executives.empty')}
            loadError={{ error, message: t('executives.loadFailed'), onRetry: () => void refetch().catch(() => undefined) }}
          />
        </>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Page>
  );
}

function CellText({ children }: { children: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Box>
  );
}
