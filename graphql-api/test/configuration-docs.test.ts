// Every variable the API reads is documented where an operator looks: README's Configuration table and .env.example.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const variables = [...read('graphql-api/src/config/env.ts').matchAll(/^\s{2}([A-Z][A-Z0-9_]+): z\./gm)].map((m) => m[1]);

describe('configuration docs', () => {
  it('finds the variables env.ts validates', () => {
    expect(variables.length).toBeGreaterThan(20);
    expect(variables).toContain('DATABASE_URL');
  });

  it('names each in the README table and in .env.example', () => {
    const table = read('README.md').split('## Configuration')[1].split('\n## ')[0];
    const example = read('.env.example');
    expect(variables.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
    expect(variables.filter((name) => !new RegExp(`^# ${name}=`, 'm').test(example))).toEqual([]);
  });
});
