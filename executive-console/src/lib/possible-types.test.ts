import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, isInterfaceType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { POSSIBLE_TYPES } from './possible-types';

const sdl = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema/schema.graphql'),
  'utf8',
);

describe('possibleTypes for the Apollo cache', () => {
  it('matches the committed SDL for every abstract type the console uses', () => {
    const schema = buildSchema(sdl);
    for (const [name, members] of Object.entries(POSSIBLE_TYPES)) {
      const type = schema.getType(name);
      expect(type && (isUnionType(type) || isInterfaceType(type)), name).toBeTruthy();
      const actual = isUnionType(type) ? type.getTypes() : schema.getPossibleTypes(type as never);
      expect([...members].sort(), name).toEqual(actual.map((t) => t.name).sort());
    }
  });
});
