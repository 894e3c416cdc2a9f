import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSOLE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ROOT = path.resolve(CONSOLE_DIR, '..');
export const API_DIST = path.join(ROOT, 'graphql-api/dist');
export const ARTIFACTS = path.join(ROOT, 'test-artifacts/executive-console');
