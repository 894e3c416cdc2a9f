import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { makeAdmin, type Client } from './helpers.js';

/**
 * The executive console's Users List past the exact-count limit: totals become PostgreSQL's
 * estimate and say so, pages (by number and from the end) still hold exactly the right rows in the right order.
 * The limit is 5 here (MEMBER_LIST_EXACT_COUNT) so that a few dozen members are "many".
 */
let api: TestApi;
let admin: Client;
const N = 37;

const LIST = `query($f: MemberListFilter, $p: Int!, $size: Int!, $s: MemberSort, $e: Boolean) {
  members(filter: $f, page: $p, pageSize: $size, sort: $s, fromEnd: $e) { totalCount totalIsEstimate page fromEnd items { id email fullName } }
}`;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return api.runtime.orm.em.getConnection().execute(text, params) as Promise<T[]>;
}

beforeAll(async () => {
  api = await startApi({ env: { MEMBER_LIST_EXACT_COUNT: '5' } });
  admin = (await makeAdmin(api)).client;
  // Members in bulk: every third pair shares a registration time, so ties are broken by id; three are "Sharma"
  // by name and two only by e-mail; four live in Pune and are waiting.
  await sql(
    `insert into member (id, full_name, email, password_hash, dob, gender, mobile, mother_name, father_name, father_mobile,
       community, gotra, mother_gotra, qualification, profession, state, district, block, address, status, created_at, updated_at)
     select gen_random_uuid(),
       case when i in (3, 17, 30) then 'Asha Sharma ' || i else 'Member ' || i end,
       case when i in (8, 21) then 'sharma.family' || i || '@example.com' else 'list' || lpad(i::text, 3, '0') || '@example.com' end,
       'x', date '1995-01-01', 'Female', '9000000000', 'M', 'F', '9000000001', 'Lodha', 'G', 'MG', 'B.A.', 'Teacher',
       case when i % 9 = 0 then 'Maharashtra' else 'Madhya Pradesh' end,
       case when i % 9 = 0 then 'Pune' else 'Indore' end,
       'Block', 'Address',
       case when i % 9 = 0 then 'Not Approved' else 'Approved' end,
       timestamptz '2026-01-01' + ((i / 2) || ' minutes')::interval, now()
     from generate_series(1, ?::int) as i`,
    [N],
  );
  await sql('analyze member'); // the planner's estimate follows the table, as autovacuum keeps it on a live database
});
afterAll(async () => {
  await api?.stop();
});

type Row = { id: string; email: string; fullName: string };
async function page(vars: Record<string, unknown>) {
  const g = await admin.gql(LIST, { size: 10, ...vars });
  expect(g.errors, JSON.stringify(g.errors)).toBeUndefined();
  return g.data.members as { totalCount: number; totalIsEstimate: boolean; page: number; fromEnd: boolean; items: Row[] };
}

describe('Users List totals', () => {
  it('past the limit the total is the planner estimate and says so; within it the count is exact', async () => {
    const all = await page({ p: 1 });
    expect(all.totalIsEstimate).toBe(true);
    expect(all.totalCount).toBeGreaterThan(5);
    expect(all.items).toHaveLength(10);
    const pune = await page({ p: 1, f: { status: 'NOT_APPROVED', state: 'Maharashtra', district: 'Pune' } });
    expect(pune).toMatchObject({ totalCount: 4, totalIsEstimate: false });
    expect(pune.items.map((r) => r.email)).toEqual(['list036@example.com', 'list027@example.com', 'list018@example.com', 'list009@example.com']);
    // Name or e-mail: three by name, two by e-mail only; five is still exact.
    const sharma = await page({ p: 1, f: { search: 'sharma' } });
    expect(sharma).toMatchObject({ totalCount: 5, totalIsEstimate: false });
    expect(sharma.items.map((r) => r.fullName)).toEqual(['Asha Sharma 30', 'Member 21', 'Asha Sharma 17', 'Member 8', 'Asha Sharma 3']);
    // The REST list tells the same total.
    const rest = await admin.get('/api/auth/users?status=Not%20Approved&district=Pune&state=Maharashtra');
    expect(rest.headers.get('x-total-count')).toBe('4');
  });
});

describe('Users List pages', () => {
  it('pages by number walk the whole list once, in order (newest first, ties by id; by e-mail)', async () => {
    const expectedNewest = (await sql<{ id: string }>('select id from member order by created_at desc, id desc')).map((r) => r.id);
    const byEmail = (await sql<{ id: string }>('select id from member order by email asc')).map((r) => r.id);
    for (const [sort, expected] of [[undefined, expectedNewest], [{ field: 'EMAIL', direction: 'ASC' }, byEmail]] as const) {
      const seen: string[] = [];
      for (let p = 1; p <= 4; p++) seen.push(...(await page({ p, s: sort })).items.map((r) => r.id));
      expect(seen).toEqual(expected);
    }
  });

  it('pages counted from the end hold the last rows, in the requested order', async () => {
    const byEmail = (await sql<{ id: string }>('select id from member order by email asc')).map((r) => r.id);
    const last = await page({ p: 1, e: true, s: { field: 'EMAIL', direction: 'ASC' } });
    expect(last).toMatchObject({ page: 1, fromEnd: true, totalIsEstimate: true });
    expect(last.items.map((r) => r.id)).toEqual(byEmail.slice(-10));
    const before = await page({ p: 2, e: true, s: { field: 'EMAIL', direction: 'ASC' } });
    expect(before.items.map((r) => r.id)).toEqual(byEmail.slice(-20, -10));
    const newest = (await sql<{ id: string }>('select id from member order by created_at desc, id desc')).map((r) => r.id);
    const oldest = await page({ p: 4, e: true });
    expect(oldest.items.map((r) => r.id)).toEqual(newest.slice(0, N - 30));
  });
});
