#!/usr/bin/env node
// `npm test`: builds everything (emitting the SDL and running codegen), lints the apps, checks generated files in
// CI, then runs
// every suite: shared rules (unit), API integration (real PostgreSQL, real HTTP, real SMTP) and the browser
// end-to-end tests of both apps (real Chromium). Prints one closing line: "Total: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2); // e.g. `npm test -- graphql-api`
const suites = ['schema', 'graphql-api', 'member-portal', 'executive-console'].filter((s) => !only.length || only.includes(s));

function sh(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts }).status ?? 1;
}

if (!process.env.SKIP_BUILD) {
  if (sh('npm', ['run', 'build']) !== 0) {
    console.log('Total: 0 passed, 1 failed');
    process.exit(1);
  }
}
// Lint (docs/translations.md): literal text in JSX, app boundaries, import cycles, hooks.
if (!only.length && sh('npm', ['run', 'lint']) !== 0) {
  console.log('Total: 0 passed, 1 failed');
  process.exit(1);
}
if (process.env.CI && sh('node', ['scripts/check-generated.mjs']) !== 0) {
  console.log('Total: 0 passed, 1 failed');
  process.exit(1);
}

let passed = 0;
let failed = 0;
let broken = false;
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-report-'));
for (const suite of suites) {
  const dir = path.join(root, suite);
  if (!fs.existsSync(path.join(dir, 'vitest.config.ts'))) continue;
  const report = path.join(reportDir, `${suite}.json`);
  console.log(`\n=== ${suite} ===`);
  const code = sh('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`], { cwd: dir });
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    if (code !== 0 && json.numFailedTests === 0) broken = true; // e.g. a suite that failed to load
  } catch {
    broken = true;
  }
  if (code !== 0) broken = true;
}
if (broken && failed === 0) failed = 1;
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
