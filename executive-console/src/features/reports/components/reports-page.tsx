import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { FilterBar } from '../../../components/filter-bar';
import { SelectFilter } from '../../../components/form/select-filter';
import { nameLinkCell } from '../../../components/name-link-cell';
import { Page } from '../../../components/page';
import { ServerGrid } from '../../../components/server-grid';
import { useGridUrlState, useServerPage } from '../../../lib/data-grid/url-grid-state';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import type { ReportCategory, ReportRowFragment, ReportStatus } from '../../../gql/graphql';
import { useReports } from '../api/reports';
import { REPORT_CATEGORIES, REPORT_STATUSES } from './report-labels';
import { ReportActions } from './report-actions';

type Row = ReportRowFragment;

/**
 * On a phone a row is its summary (member, category, when, who took it) beside its status; the details page, one tap
 * on the name, has the reporter's words and the actions.
 */
const PHONE_HIDDEN = ['createdAt', 'member', 'category', 'reporter', 'assignedToName', 'actions'] as const;
const PHONE_ONLY = ['summary'] as const;

const STATUS_COLOR: Record<ReportStatus, 'warning' | 'primary' | 'success' | 'default'> = {
  OPEN: 'warning',
  IN_REVIEW: 'primary',
  ACTION_TAKEN: 'success',
  DISMISSED: 'default',
};

/** A report's state as text in a chip (colour is never the only signal). */
export function ReportStatusChip({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(`reports.status.${status}`)} sx={{ fontWeight: 600 }} />;
}

/**
 * /reports: the Reports queue (docs/product.md, 'Connect'), a DataGrid in server mode: status and category filters
 * and the order (newest or oldest first) are GraphQL arguments, kept in the address. An executive sees the reports
 * about members of their community and district, an administrator all. Each row offers what the API says it allows.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const locale = intlLocale();
  const grid = useGridUrlState({ filters: ['status', 'category', 'order'] });
  const { filterValues, setFilters } = grid;
  // Values from the address are checked against the lists: a hand-edited URL never reaches the API unchecked.
  const status = REPORT_STATUSES.includes(filterValues.status as ReportStatus) ? (filterValues.status as ReportStatus) : '';
  const category = REPORT_CATEGORIES.includes(filterValues.category as ReportCategory) ? (filterValues.category as ReportCategory) : '';
  const order = filterValues.order === 'oldest' ? 'oldest' : 'newest';

  const query = useReports({
    filter: { status: status || undefined, category: category || undefined },
    page: grid.page,
    pageSize: grid.pageSize,
    sort: order === 'oldest' ? 'OLDEST_FIRST' : 'NEWEST_FIRST',
  });
  const { loading, error, refetch } = query;
  const page = useServerPage(grid, query, (d) => d.reports);

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'summary',
        headerName: t('reports.columns.member'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        renderCell: (p: GridRenderCellParams<Row>) => (
          <Box sx={{ py: 0.5 }}>
            <Link component={RouterLink} to={`/reports/${p.row.id}`} tabIndex={p.tabIndex}>
              {p.row.reportedMember.fullName}
            </Link>
            <Typography variant="body2">{t(`reports.category.${p.row.category}`)}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatDateTime(p.row.createdAt, locale)}
            </Typography>
            {p.row.assignedToName ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {t('reports.columns.assignedTo')}: {p.row.assignedToName}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      { field: 'createdAt', headerName: t('reports.columns.createdAt'), minWidth: 130, flex: 0.9, sortable: false, valueFormatter: (v: string) => formatDateTime(v, locale) },
      {
        field: 'member',
        headerName: t('reports.columns.member'),
        minWidth: 130,
        flex: 1,
        sortable: false,
        valueGetter: (_v, row) => row.reportedMember.fullName,
        renderCell: nameLinkCell<Row>((row) => `/reports/${row.id}`),
      },
      { field: 'category', headerName: t('reports.columns.category'), minWidth: 130, flex: 1, sortable: false, valueGetter: (v: ReportCategory) => t(`reports.category.${v}`) },
      {
        field: 'status',
        headerName: t('reports.columns.status'),
        width: 140,
        sortable: false,
        renderCell: (p: GridRenderCellParams<Row, ReportStatus>) => (p.value ? <ReportStatusChip status={p.value} /> : null),
      },
      { field: 'reporter', headerName: t('reports.columns.reporter'), minWidth: 110, flex: 0.8, sortable: false, valueGetter: (_v, row) => row.reporter?.fullName ?? '—' },
      { field: 'assignedToName', headerName: t('reports.columns.assignedTo'), minWidth: 110, flex: 0.8, sortable: false, valueGetter: (v: string | null) => v ?? '—' },
      {
        field: 'actions',
        headerName: t('reports.columns.actions'),
        sortable: false,
        disableColumnMenu: true,
        minWidth: 200,
        flex: 2,
        renderCell: (p: GridRenderCellParams<Row>) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1 }}>
            <Button size="small" component={RouterLink} to={`/reports/${p.row.id}`} aria-label={t('reports.actions.detailsFor', { name: p.row.reportedMember.fullName })}>
              {t('reports.actions.details')}
            </Button>
            <ReportActions report={p.row} compact />
          </Box>
        ),
      },
    ],
    [t, locale],
  );

  const anyFilter = Boolean(status || category || order !== 'newest');
  return (
    <Page title={t('reports.title')}>
      <FilterBar
        label={t('reports.filters')}
        columns={{ sm: 'repeat(3, minmax(0, 1fr)) auto' }}
        clear={{ label: t('reports.clearFilters'), disabled: !anyFilter, onClick: () => setFilters({ status: null, category: null, order: null }) }}
      >
        <SelectFilter
          id="filter-report-status"
          label={t('reports.columns.status')}
          allLabel={t('reports.allStatuses')}
          value={status}
          options={REPORT_STATUSES.map((value) => ({ value, label: t(`reports.status.${value}`) }))}
          onChange={(v) => setFilters({ status: v || null })}
        />
        <SelectFilter
          id="filter-report-category"
          label={t('reports.columns.category')}
          allLabel={t('reports.allCategories')}
          value={category}
          options={REPORT_CATEGORIES.map((value) => ({ value, label: t(`reports.category.${value}`) }))}
          onChange={(v) => setFilters({ category: v || null })}
        />
        <SelectFilter
          id="filter-report-order"
          label={t('reports.order')}
          allLabel={t('reports.newestFirst')}
          value={order === 'oldest' ? 'oldest' : ''}
          options={[{ value: 'oldest', label: t('reports.oldestFirst') }]}
          onChange={(v) => setFilters({ order: v || null })}
        />
      </FilterBar>
      <ServerGrid<Row>
        label={t('reports.title')}
        grid={grid}
        page={page}
        columns={columns}
        loading={loading}
        emptyLabel={t('reports.empty')}
        loadError={{ error, message: t('reports.loadFailed'), onRetry: () => void refetch().catch(() => undefined) }}
        phoneHidden={PHONE_HIDDEN}
        phoneOnly={PHONE_ONLY}
      />
    </Page>
  );
}
