import type { ListPageData } from '../../common/paging.types.js';
import type { PageRequest } from '../../common/paging.js';
import { preparedRows, type SqlAccess } from '../../common/prepared.js';
import { memberRecordColumns, memberRecordFromRow, type MemberRecord } from '../member/member.record.js';
import { LISTED_MEMBER_SQL } from './privacy.service.js';

/**
 * A member's own list of other members, kept in one table (`t`): the table, whose rows are the owner's, which
 * column names the other member, and what else each row carries. Rows about a member the owner may not see
 * (not Approved, or blocked either way: LISTED_MEMBER_SQL) are left out, as in every list.
 */
export interface MemberListTable {
  table: string;
  ownerColumn: string;
  memberColumn: string;
  /** The row's own columns besides `t.id` and `t.created_at`, e.g. `t.fields`. */
  columns?: string;
  /** Rows may name no member (a notification about nothing); those are always listed, with `member: null`. */
  memberOptional?: boolean;
}

export interface MemberListRow<M extends MemberRecord | null> {
  id: string;
  createdAt: Date;
  member: M;
  /** The row's own columns, as selected. */
  row: Record<string, unknown>;
}

/** The page query and the count query (for a page past the end) of a list, built once per list. */
function listSql(list: MemberListTable) {
  const join = list.memberOptional ? 'left join' : 'join';
  const visible = list.memberOptional
    ? `(t.${list.memberColumn} is null or (${LISTED_MEMBER_SQL.visible('m')}))`
    : LISTED_MEMBER_SQL.visible('m');
  const from = `from ${list.table} t ${join} member m on m.id = t.${list.memberColumn}
     where t.${list.ownerColumn} = ?::uuid and ${visible}`;
  return {
    page: `select t.id, t.created_at${list.columns ? `, ${list.columns}` : ''}, ${memberRecordColumns('m', 'm')}, count(*) over () as total
       ${from}
      order by t.created_at desc, t.id desc
      limit ? offset ?`,
    count: `select count(*)::int as n ${from}`,
  };
}

const built = new Map<MemberListTable, ReturnType<typeof listSql>>();

/**
 * One page of a member's list, newest first, with the total: one prepared statement (rows, the other member's
 * columns and the total together), rows mapped without the ORM. Only a page past the end asks a second query, for
 * the total.
 */
export async function memberListPage<M extends MemberRecord | null = MemberRecord>(
  db: SqlAccess, list: MemberListTable, ownerId: string, req: PageRequest,
): Promise<ListPageData<MemberListRow<M>>> {
  let sql = built.get(list);
  if (!sql) built.set(list, (sql = listSql(list)));
  const params = [ownerId, ...LISTED_MEMBER_SQL.visibleParams(ownerId)];
  const rows = await preparedRows<Record<string, unknown>>(db, sql.page, [...params, req.size, req.offset]);
  const totalCount = rows.length
    ? Number(rows[0]!.total)
    : req.offset > 0 ? ((await preparedRows<{ n: number }>(db, sql.count, params))[0]?.n ?? 0) : 0;
  const items = rows.map((r) => ({
    id: r.id as string,
    createdAt: new Date(r.created_at as string),
    member: (r['m.id'] == null ? null : memberRecordFromRow(r, 'm')) as M,
    row: r,
  }));
  return { items, page: req.page, limit: req.size, hasMore: req.offset + items.length < totalCount, totalCount };
}
