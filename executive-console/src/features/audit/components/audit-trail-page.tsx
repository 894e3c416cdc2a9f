import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { FilterBar } from '../../../components/filter-bar';
import { SelectFilter } from '../../../components/form/select-filter';
import { Page } from '../../../components/page';
import { ServerGrid } from '../../../components/server-grid';
import { isForbidden } from '../../../lib/errors';
import { useGridUrlState, useServerPage } from '../../../lib/data-grid/url-grid-state';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { useAdmin } from '../../../lib/use-admin';
import type { AuditTrailQuery } from '../../../gql/graphql';
import { useAuditTrail } from '../api/audit-trail';
import { ClampedText } from '../../../components/clamped-text';
import { AuditActor } from './audit-actor';
import { auditNote } from './audit-note';

type Row = AuditTrailQuery['auditTrail']['items'][number];

/** The actions the trail records (graphql-api audit-entry.entity.ts), for the filter. */
const ACTIONS = [
  'member.approve',
  'member.reject',
  'member.delete',
  'member.warn',
  'member.suspend',
  'member.liftSuspension',
  'executive.approve',
  'executive.reject',
  'executive.delete',
  'report.create',
  'report.take',
  'report.resolve',
] as const;

/** On a phone an entry is one stacked cell: six columns side by side would need a sideways scroll. */
const PHONE_HIDDEN = ['createdAt', 'action', 'actorEmail', 'targetName', 'note', 'subjectId'] as const;
const PHONE_ONLY = ['entry'] as const;

/**
 * /audit: who did what to whom and when (moderation, reports, suspensions), newest first, for administrators.
 * A DataGrid in server mode; the action filter and the page are in the address.
 */
export default function AuditTrailPage() {
  const { t } = useTranslation();
  const locale = intlLocale();
  const { isAdmin } = useAdmin();
  const grid = useGridUrlState({ filters: ['action'] });
  const action = (ACTIONS as readonly string[]).includes(grid.filterValues.action ?? '') ? grid.filterValues.action! : '';
  const query = useAuditTrail({ filter: { action: action || undefined }, page: grid.page, pageSize: grid.pageSize }, !isAdmin);
  const { loading, error, refetch } = query;
  const page = useServerPage(grid, query, (d) => d.auditTrail);

  const label = (value: string) => t(`audit.actions.${value.replace('.', '_')}`, { defaultValue: value });
  const noteTitle = (row: Row) => t('audit.noteTitle', { action: label(row.action), when: formatDateTime(row.createdAt, locale) });
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'entry',
        headerName: t('audit.columns.entry'),
        minWidth: 200,
        flex: 1,
        sortable: false,
        cellClassName: 'cell-break',
        renderCell: (p) => {
          const note = auditNote(t, p.row.action, p.row.note ?? null);
          return (
            <Box sx={{ py: 0.5, width: '100%' }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {formatDateTime(p.row.createdAt, locale)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {label(p.row.action)}
              </Typography>
              <Typography variant="body2" component="div" sx={{ display: 'flex', gap: 0.5 }}>
                <Box component="span" sx={{ py: 0.5, flexShrink: 0, whiteSpace: 'nowrap' }}>{t('audit.columns.actor')}:</Box>
                <AuditActor kind={p.row.actorKind} email={p.row.actorEmail} name={p.row.actorName ?? null} role={p.row.actorRole ?? null} />
              </Typography>
              <Typography variant="body2">
                {t('audit.columns.target')}: {`${p.row.targetName} (${p.row.targetEmail})`}
              </Typography>
              {note ? (
                <Typography variant="body2" component="div">
                  <ClampedText text={`${t('audit.columns.note')}: ${note}`} title={noteTitle(p.row)} readAllLabel={t('audit.readNote')} tabIndex={p.tabIndex} />
                </Typography>
              ) : null}
              {p.row.subjectId ? (
                <Button size="small" component={RouterLink} to={`/reports/${p.row.subjectId}`} sx={{ ml: -1 }} tabIndex={p.tabIndex}>
                  {t('audit.openReport')}
                </Button>
              ) : null}
            </Box>
          );
        },
      },
      {
        field: 'createdAt',
        headerName: t('audit.columns.createdAt'),
        minWidth: 150,
        flex: 0.9,
        valueFormatter: (v: string) => formatDateTime(v, locale),
      },
      { field: 'action', headerName: t('audit.columns.action'), minWidth: 150, flex: 1, valueGetter: (v: string) => label(v) },
      {
        field: 'actorEmail',
        headerName: t('audit.columns.actor'),
        minWidth: 160,
        flex: 1.2,
        cellClassName: 'cell-break',
        renderCell: (p) => <AuditActor kind={p.row.actorKind} email={p.row.actorEmail} name={p.row.actorName ?? null} role={p.row.actorRole ?? null} />,
      },
      { field: 'targetName', headerName: t('audit.columns.target'), minWidth: 160, flex: 1.2, cellClassName: 'cell-break', valueGetter: (v: string, row) => `${v} (${row.targetEmail})` },
      {
        field: 'note',
        headerName: t('audit.columns.note'),
        minWidth: 140,
        flex: 1.2,
        cellClassName: 'cell-break',
        valueGetter: (v: string | null, row) => auditNote(t, row.action, v),
        renderCell: (p) => (p.value ? <ClampedText text={String(p.value)} title={noteTitle(p.row)} readAllLabel={t('audit.readNote')} tabIndex={p.tabIndex} /> : null),
      },
      {
        field: 'subjectId',
        headerName: t('audit.columns.report'),
        minWidth: 90,
        renderCell: (p) =>
          p.row.subjectId ? (
            <Button size="small" component={RouterLink} to={`/reports/${p.row.subjectId}`} tabIndex={p.tabIndex}>
              {t('audit.openReport')}
            </Button>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );

  if (!isAdmin) {
    return (
      <Page title={t('audit.title')}>
        <Alert severity="error">{t('audit.adminsOnly')}</Alert>
      </Page>
    );
  }
  return (
    <Page title={t('audit.title')}>
      <FilterBar label={t('audit.filters')} columns={{ sm: 'minmax(0, 320px) auto' }}>
        <SelectFilter
          id="filter-audit-action"
          label={t('audit.columns.action')}
          allLabel={t('audit.allActions')}
          value={action}
          options={ACTIONS.map((value) => ({ value, label: label(value) }))}
          onChange={(v) => grid.setFilters({ action: v || null })}
        />
      </FilterBar>
      {isForbidden(error) ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('audit.adminsOnly')}
        </Alert>
      ) : (
        <ServerGrid<Row>
          label={t('audit.title')}
          grid={grid}
          page={page}
          columns={columns}
          loading={loading}
          emptyLabel={t('audit.empty')}
          loadError={{ error, message: t('audit.loadFailed'), onRetry: () => void refetch().catch(() => undefined) }}
          phoneHidden={PHONE_HIDDEN}
          phoneOnly={PHONE_ONLY}
        />
      )}
    </Page>
  );
}
