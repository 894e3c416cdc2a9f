// Build step: writes the SDL to schema/schema.graphql (committed; codegen reads it; CI fails when stale).
import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from '../app/schema.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema/schema.graphql');
await createSchema({ emitTo: target });
console.log(`schema written to ${path.relative(process.cwd(), target)}`);
