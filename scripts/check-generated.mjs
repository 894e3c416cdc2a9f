#!/usr/bin/env node
// Fails when the committed SDL or the generated typed documents differ from what the build produces now.
// Run after `npm run build` (which emits schema/schema.graphql and runs codegen).
import { execFileSync } from 'node:child_process';

const paths = ['schema/schema.graphql', 'member-portal/src/gql', 'executive-console/src/gql'];
const status = execFileSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' }).trim();
if (status) {
  console.error('Generated files are stale (rebuild with `npm run build` and commit them):\n' + status);
  process.exit(1);
}
console.log('Generated schema and typed documents are up to date.');
