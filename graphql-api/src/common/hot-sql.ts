import pg from 'pg';

/** One statement of a hot path: the name PostgreSQL prepares it under (on each connection) and its text ($1, $2...). */
export interface Statement {
  name: string;
  text: string;
}

export type RunStatement = <T = Record<string, unknown>>(statement: Statement, values: unknown[]) => Promise<T[]>;

/**
 * The few statements every chat message runs (send, deliver, the event that announces it) on small pools of
 * their own, as named prepared statements: PostgreSQL parses and plans each once per connection instead of once
 * per message, and the API builds no SQL text per call (the ORM's raw queries inline every parameter into a new
 * string, and each such string is parsed and planned anew). Everything else stays with the ORM.
 *
 * Single statements (a delivery read, a session read, a NOTIFY) and transactions have a pool each. A send's
 * transaction holds its connection for several round trips, each waiting for the API process to send the next
 * statement; on a busy machine bench:chat found four to six of the eight "idle in transaction" at any moment, and
 * a delivery read or session read on a shared pool would wait for one of them to be given back.
 */
export class HotSql {
  private readonly statements: pg.Pool;
  private readonly transactions: pg.Pool;

  constructor(connectionString: string, sizes: { statements?: number; transactions?: number } = {}) {
    // Rows read the way the ORM's raw queries read them (dates and timestamps as PostgreSQL's text), so a row from
    // here maps to an entity exactly like one from there (a member's date of birth stays '1996-04-12').
    const types = new pg.TypeOverrides();
    for (const oid of [1082, 1114, 1184, 1186]) types.setTypeParser(oid, (text: string) => text);
    const pool = (max: number, name: string) => {
      const p = new pg.Pool({ connectionString, max, keepAlive: true, application_name: name, types });
      // An idle connection that breaks (the database restarted) is dropped by the pool; the next query reconnects.
      p.on('error', () => undefined);
      return p;
    };
    this.statements = pool(sizes.statements ?? 4, 'matrimony-hot');
    this.transactions = pool(sizes.transactions ?? 8, 'matrimony-hot-tx');
  }

  readonly run: RunStatement = async <T>(statement: Statement, values: unknown[]) =>
    (await this.statements.query({ name: statement.name, text: statement.text, values })).rows as T[];

  /**
   * Runs `work` in one transaction on one connection: committed when it returns, rolled back when it throws.
   * `opening`: SQL without parameters (see `inline`) sent with `begin` in one round trip, such as the locks the
   * transaction takes first. Each round trip also waits for the API process to send the next statement, and on a
   * busy machine that wait, not PostgreSQL, is most of a send's transaction.
   */
  async transaction<T>(work: (run: RunStatement) => Promise<T>, opts: { opening?: string } = {}): Promise<T> {
    const client = await this.transactions.connect();
    let broken: Error | undefined;
    try {
      await client.query(opts.opening ? `begin; ${opts.opening}` : 'begin');
      const result = await work(async <R>(statement: Statement, values: unknown[]) =>
        (await client.query({ name: statement.name, text: statement.text, values })).rows as R[]);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch((e: Error) => (broken = e));
      throw err;
    } finally {
      // A connection that could not even roll back is closed rather than handed to the next caller.
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.statements.end(), this.transactions.end()]);
  }
}

/** Text written with `?` placeholders, each replaced by its value as a quoted literal (pg's escapeLiteral). */
export function inline(text: string, values: string[]): string {
  let i = 0;
  return text.replace(/\?/g, () => {
    if (i >= values.length) throw new Error('inline: more placeholders than values');
    return pg.escapeLiteral(values[i++]!);
  });
}

/** A statement from text written with `?` placeholders (as the ORM's raw queries are), numbered $1, $2... once. */
export function statement(name: string, text: string): Statement {
  let n = 0;
  return { name, text: text.replace(/\?/g, () => `$${++n}`) };
}
