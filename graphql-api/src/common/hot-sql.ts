import pg from 'pg';

/** One statement of a hot path: the name PostgreSQL prepares it under (on each connection) and its text ($1, $2...). */
export interface Statement {
  name: string;
  text: string;
}

export type RunStatement = <T = Record<string, unknown>>(statement: Statement, values: unknown[]) => Promise<T[]>;

/**
 * The few statements every chat message runs (send, deliver, the event that announces it) on a small pool of
 * their own, as named prepared statements: PostgreSQL parses and plans each once per connection instead of once
 * per message, and the API builds no SQL text per call (the ORM's raw queries inline every parameter into a new
 * string, and each such string is parsed and planned anew). Everything else stays with the ORM.
 */
export class HotSql {
  private readonly pool: pg.Pool;

  constructor(connectionString: string, max = 8) {
    // Rows read the way the ORM's raw queries read them (dates and timestamps as PostgreSQL's text), so a row from
    // here maps to an entity exactly like one from there (a member's date of birth stays '1996-04-12').
    const types = new pg.TypeOverrides();
    for (const oid of [1082, 1114, 1184, 1186]) types.setTypeParser(oid, (text: string) => text);
    this.pool = new pg.Pool({ connectionString, max, keepAlive: true, application_name: 'matrimony-hot', types });
    // An idle connection that breaks (the database restarted) is dropped by the pool; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  readonly run: RunStatement = async <T>(statement: Statement, values: unknown[]) =>
    (await this.pool.query({ name: statement.name, text: statement.text, values })).rows as T[];

  /** Runs `work` in one transaction on one connection: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (run: RunStatement) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
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
    await this.pool.end();
  }
}

/** A statement from text written with `?` placeholders (as the ORM's raw queries are), numbered $1, $2... once. */
export function statement(name: string, text: string): Statement {
  let n = 0;
  return { name, text: text.replace(/\?/g, () => `$${++n}`) };
}
