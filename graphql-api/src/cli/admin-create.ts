// npm run admin:create -- --email E --password P --name N
// Creates (or confirms) an approved administrator in the database `npm start` uses: DATABASE_URL, or the
// embedded one under DATA_DIR (joined when the server is running, started briefly when it is not).
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { isEmail, PASSWORD_MIN_LENGTH } from '@matrimony/schema';
import { loadEnv } from '../config/env.js';
import { openDatabase, startupReason } from '../config/database.js';
import { ormConfig } from '../config/orm.js';
import { ExecutiveService } from '../modules/executive/executive.service.js';
import { SessionService } from '../modules/auth/session.service.js';
import { Throttle } from '../modules/auth/throttle.js';
import { createRateLimits } from '../common/rate-limit.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
const email = values.email?.trim() ?? '';
const password = values.password ?? '';
const name = values.name?.trim() || 'Administrator';
if (!isEmail(email) || password.length < PASSWORD_MIN_LENGTH) {
  console.error(`Usage: npm run admin:create -- --email you@example.com --password 'at least ${PASSWORD_MIN_LENGTH} characters' --name 'Full Name'`);
  process.exit(2);
}

let database: Awaited<ReturnType<typeof openDatabase>>;
let orm: MikroORM;
try {
  const env = loadEnv();
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT });
  orm = await MikroORM.init(ormConfig(database.url, { poolMax: 2 }));
} catch (err) {
  console.error(`Cannot reach the database: ${startupReason(err)}`);
  process.exit(1);
}
try {
  await orm.getMigrator().up();
  const store = createRateLimits();
  const service = new ExecutiveService({ sessions: new SessionService(), throttle: new Throttle(store) });
  const { executive, created } = await service.ensureAdministrator(orm.em.fork() as never, { email, password, fullName: name });
  await store.close();
  console.log(`${created ? 'Created' : 'Confirmed'} administrator ${executive.email} (${executive.fullName}).`);
} finally {
  await orm.close(true);
  await database.release();
}
