import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { GridActionsCell, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { MEMBER_STATUSES, STATE_NAMES, districtsOf } from '@matrimony/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog, type ConfirmRequest } from '../../../components/confirm-dialog';
import { FilterBar } from '../../../components/filter-bar';
import { memberConfirmRequest } from './member-confirm';
import { SelectFilter } from '../../../components/form/select-filter';
import { nameLinkCell } from '../../../components/name-link-cell';
import { Page } from '../../../components/page';
import { ServerGrid } from '../../../components/server-grid';
import { RowActionButton } from '../../../components/row-action-button';
import { StatusChip } from '../../../components/status-chip';
import { MEMBER_STATUS_LABEL } from '../../../lib/labels';
import { pageFromEnd, toApiSort, useGridUrlState, useServerPage } from '../../../lib/data-grid/url-grid-state';
import { useAdmin } from '../../../lib/use-admin';
import { useTranslation } from 'react-i18next';
import { MembersListDocument, ServedPlaceDocument } from '../api/operations';
import { useMemberActions } from '../api/use-member-actions';
import type { MembersListQuery, MemberStatus } from '../../../gql/graphql';

type Row = MembersListQuery['members']['items'][number];

/** URL value of the status filter (readable, shareable) to the API enum. */
const STATUS_PARAM: Record<string, MemberStatus> = {
  approved: 'APPROVED',
  rejected: 'REJECTED',
  'not-approved': 'NOT_APPROVED',
  suspended: 'SUSPENDED',
};
const STATUS_OPTIONS = MEMBER_STATUSES.map((label) => ({
  canonical: label,
  value: label.toLowerCase().replace(' ', '-'),
}));

/** Columns a phone leaves out: the name, the status and the actions fit 360 px; the details page has the rest. */
const PHONE_HIDDEN = ['email', 'state', 'district'] as const;

/** Grid column -> MemberSortField of the API. */
const SORT_FIELDS = {
  fullName: 'FULL_NAME',
  email: 'EMAIL',
  state: 'STATE',
  district: 'DISTRICT',
  status: 'STATUS',
} as const;

const SEARCH_DEBOUNCE_MS = 400;

/** /admin: the Users List (docs/product.md, 'Executive console'), a DataGrid in server mode. */
export default function UsersListPage() {
  const { t } = useTranslation();
  /** A reference value (canonical English, also what the API gets) shown through its catalog label. */
  const ref = (list: string, value: string) => (value ? (t as unknown as (k: string, o: object) => string)(`common:reference.${list}.${value}`, { defaultValue: value }) : '');
  const grid = useGridUrlState({ sortable: Object.keys(SORT_FIELDS), filters: ['status', 'state', 'district', 'q'] });
  const { filterValues, setFilters } = grid;
  // An executive's list holds only the members of their own community and district (the API decides;
  // docs/privacy.md, 'Who may act'), so state and district filters could only narrow it to nothing: administrators
  // alone get them.
  const { isAdmin } = useAdmin();
  const served = useQuery(ServedPlaceDocument, { skip: isAdmin }).data?.currentExecutive;

  // Values from the address are checked against the lists: a hand-edited URL never reaches the API unchecked.
  const status = STATUS_PARAM[filterValues.status ?? ''] ? filterValues.status! : '';
  const state = isAdmin && STATE_NAMES.includes(filterValues.state ?? '') ? filterValues.state! : '';
  const districts = districtsOf(state);
  const district = districts.includes(filterValues.district ?? '') ? filterValues.district! : '';
  const q = (filterValues.q ?? '').slice(0, 100);

  // The box follows the address only when the address changed from elsewhere (Back, Clear filters): what the
  // executive is typing (a trailing space before the next word included) is never rewritten under them.
  const [searchText, setSearchText] = useState(q);
  const pushedQ = useRef(q);
  useEffect(() => {
    if (q !== pushedQ.current) {
      pushedQ.current = q;
      setSearchText(q);
    }
  }, [q]);
  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === q) return undefined;
    const t = window.setTimeout(() => {
      pushedQ.current = wanted;
      setFilters({ q: wanted || null });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [searchText, q, setFilters]);

  // Past the API's exact-count limit the total is an estimate and the last pages are asked for from the end
  // (pageFromEnd). The estimate is the last answer's, kept in state once it arrived: rendering never writes it, so
  // one render's variables never differ from the next one's for the same address.
  const [estimated, setEstimated] = useState(0);
  const paging = pageFromEnd(grid.page, grid.pageSize, estimated);
  const variables = {
    fromEnd: paging.fromEnd,
    filter: {
      status: status ? STATUS_PARAM[status] : undefined,
      state: state || undefined,
      district: district || undefined,
      search: q || undefined,
    },
    page: paging.page,
    pageSize: grid.pageSize,
    sort: toApiSort(grid.sortModel, SORT_FIELDS),
  };
  const query = useQuery(MembersListDocument, { variables });
  const { data, loading, error, refetch } = query;
  const page = useServerPage(grid, query, (d) => d.members);
  const answerEstimate = data ? (data.members.totalIsEstimate ? data.members.totalCount : 0) : undefined;
  useEffect(() => {
    if (answerEstimate !== undefined) setEstimated(answerEstimate);
  }, [answerEstimate]);

  const { run, busy } = useMemberActions();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const askThenRun = (action: 'approve' | 'reject' | 'delete' | 'lift', row: Row) =>
    setConfirm(memberConfirmRequest(action, row.fullName, () => run(action, row).then(() => undefined)));

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      // Widths add up to about 700 px at their minimum, so every column (Actions included) fits a tablet; a phone
      // leaves out e-mail, state and district (PHONE_HIDDEN).
      { field: 'fullName', headerName: t('users.columns.fullName'), flex: 1.2, minWidth: 100, renderCell: nameLinkCell<Row>((row) => `/profile/${row.id}`) },
      { field: 'email', headerName: t('users.columns.email'), flex: 1.4, minWidth: 140, cellClassName: 'cell-break' },
      { field: 'state', headerName: t('users.columns.state'), flex: 0.9, minWidth: 108, valueFormatter: (v: string) => ref('state', v) },
      { field: 'district', headerName: t('users.columns.district'), flex: 0.9, minWidth: 90, valueFormatter: (v: string) => ref('district', v) },
      {
        field: 'status',
        headerName: t('users.columns.status'),
        minWidth: 112,
        flex: 0.9,
        valueGetter: (value: MemberStatus) => MEMBER_STATUS_LABEL[value],
        renderCell: (p: GridRenderCellParams<Row, string>) => <StatusChip label={p.value ?? ''} />,
      },
      {
        field: 'actions',
        headerName: t('users.columns.actions'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        minWidth: 100,
        flex: 1.5,
        renderCell: (p: GridRenderCellParams<Row>) => {
          const row = p.row;
          const disabled = busy.has(row.id);
          return (
            <GridActionsCell {...p} suppressChildrenValidation>
              <Button size="small" component={RouterLink} to={`/profile/${row.id}`} aria-label={t('ui.detailsOf', { name: row.fullName })}>
                {t('ui.details')}
              </Button>
              {/* Any member not Approved may be approved, a Rejected one too: a second chance. */}
              {/* A suspension is lifted, not approved away (docs/product.md, 'Connect'). */}
              {row.status === 'SUSPENDED' ? (
                <RowActionButton
                  tone="success"
                  label={t('members.lift.button')}
                  labelFor={t('members.lift.buttonFor', { name: row.fullName })}
                  disabled={disabled}
                  onClick={() => askThenRun('lift', row)}
                />
              ) : null}
              {row.status !== 'APPROVED' && row.status !== 'SUSPENDED' ? (
                <RowActionButton
                  tone="success"
                  label={t('ui.approve')}
                  labelFor={t('ui.approveFor', { name: row.fullName })}
                  disabled={disabled}
                  onClick={() => askThenRun('approve', row)}
                />
              ) : null}
              {row.status === 'NOT_APPROVED' ? (
                <RowActionButton
                  tone="error"
                  label={t('ui.reject')}
                  labelFor={t('ui.rejectFor', { name: row.fullName })}
                  disabled={disabled}
                  onClick={() => askThenRun('reject', row)}
                />
              ) : null}
              {row.status === 'REJECTED' ? (
                <RowActionButton
                  tone="error"
                  label={t('ui.delete')}
                  labelFor={t('ui.deleteFor', { name: row.fullName })}
                  disabled={disabled}
                  onClick={() => askThenRun('delete', row)}
                />
              ) : null}
            </GridActionsCell>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [busy, run, t],
  );

  const anyFilter = Boolean(status || state || district || q);

  return (
    <Page title={t('users.title')}>
      {served && !isAdmin ? (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {t('users.servedPlace', { community: ref('community', served.community), district: ref('district', served.district), state: ref('state', served.state) })}
        </Typography>
      ) : null}
      <FilterBar
        label={t('ui.filters')}
        columns={isAdmin ? { sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr)) auto' } : { sm: 'repeat(2, minmax(0, 1fr)) auto' }}
        clear={{
          label: t('ui.clearFilters'),
          disabled: !anyFilter,
          onClick: () => {
            setSearchText('');
            setFilters({ status: null, state: null, district: null, q: null });
          },
        }}
      >
        <SelectFilter
          id="filter-status"
          label={t('ui.status')}
          allLabel={t('ui.allStatuses')}
          value={status}
          options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: ref('memberStatus', o.canonical) }))}
          onChange={(v) => setFilters({ status: v || null })}
        />
        {isAdmin ? (
          <>
            <SelectFilter
              id="filter-state"
              label={t('ui.state')}
              allLabel={t('ui.allStates')}
              value={state}
              options={STATE_NAMES.map((value) => ({ value, label: ref('state', value) }))}
              // A new state resets the district.
              onChange={(v) => setFilters({ state: v || null, district: null })}
            />
            <SelectFilter
              id="filter-district"
              label={t('ui.district')}
              allLabel={t('ui.allDistricts')}
              value={district}
              options={districts.map((value) => ({ value, label: ref('district', value) }))}
              disabled={!state}
              helperText={state ? undefined : t('ui.chooseStateFirst')}
              onChange={(v) => setFilters({ district: v || null })}
            />
          </>
        ) : null}
        <TextField
          id="filter-search"
          size="small"
          label={t('users.search')}
          type="search"
          sx={{ gridColumn: isAdmin ? { sm: 'span 2', md: 'auto' } : 'auto' }}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </FilterBar>

      <ServerGrid<Row>
        label={t('users.gridLabel')}
        grid={grid}
        page={page}
        columns={columns}
        loading={loading}
        sortable
        phoneHidden={PHONE_HIDDEN}
        emptyLabel={t('users.empty')}
        loadError={{ error, message: t('users.loadFailed'), onRetry: () => void refetch().catch(() => undefined) }}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Page>
  );
}
