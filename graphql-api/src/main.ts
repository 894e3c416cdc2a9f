import 'reflect-metadata';
import { createHttpApp } from './app/app.js';
import { createRuntime } from './app/runtime.js';
import { createSchema } from './app/schema.js';
import { loadEnv } from './config/env.js';
import { createLogger } from './common/logger.js';
import { seedDemoIfEmpty } from './seeders/demo.js';
import { startupReason } from './config/database.js';

/** Start-up only: config, runtime, demo data on an empty local database, warm-up, HTTP, graceful shutdown. */
let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);
let runtime: Awaited<ReturnType<typeof createRuntime>>;
try {
  runtime = await createRuntime(env, { logger });
} catch (err) {
  // One line that says why (e.g. the embedded database's reason), not a stack trace.
  process.stderr.write(`Cannot start the API: ${startupReason(err)}\n`);
  process.exit(1);
}
const schema = await createSchema();
const http = await createHttpApp(runtime, schema);

if (env.NODE_ENV !== 'production' && env.SEED_DEMO === 'auto') {
  const admin = await seedDemoIfEmpty(runtime, { members: env.DEMO_MEMBERS });
  if (admin) {
    // Printed once, when the demo data is created; not a log line.
    process.stdout.write(`\n  Demo administrator (shown once): ${admin.email} / ${admin.password}\n  Log in at ${env.CONSOLE_URL}/admin-login\n  Demo members (e.g. ${admin.memberEmail}) use the password ${admin.memberPassword}\n\n`);
  }
}

// A server (re)started behind the proxy gets its full share of searches at once: what they all need is read first.
const warmUpStarted = performance.now();
const warmed = await runtime.services.members.warmUp();
logger.info({ ...warmed, ms: Math.round(performance.now() - warmUpStarted) }, 'search windows read');

http.server.once('error', (err: NodeJS.ErrnoException) => {
  logger.fatal({ code: err.code, port: env.PORT }, err.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use (set PORT)` : 'cannot listen');
  void shutdown('listen-error', 1);
});
http.server.listen(env.PORT, env.HOST, () => {
  const address = http.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, graphql: `http://localhost:${port}/graphql` }, 'API listening');
});

const sweeper = setInterval(() => {
  runtime.services.sessions.purgeExpired(runtime.orm.em.fork() as never).catch(() => undefined);
}, 3600_000).unref();

let stopping = false;
async function shutdown(signal: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  clearInterval(sweeper);
  const force = setTimeout(() => process.exit(1), 15_000).unref();
  try {
    await http.stop();
    await runtime.close();
    clearTimeout(force);
    process.exit(exitCode);
  } catch (err) {
    logger.error({ err: { message: (err as Error).message } }, 'shutdown failed');
    process.exit(1);
  }
}
// The embedded database's fallback signal handlers stop it at once; ours finish in-flight requests first and
// then stop the database, so theirs are removed.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
