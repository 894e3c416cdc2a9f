// Compiled queries: a query asked again runs compiled and answers exactly as graphql-js would; what graphql-jit gets
// wrong or words its own way is left to Apollo's graphql-js; mutations never compile.
import { createHash } from 'node:crypto';
import type { GraphQLRequestContextResponseForOperation, GraphQLRequestListener } from '@apollo/server';
import { buildSchema, execute, getOperationAST, GraphQLError, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledQueriesPlugin } from './compiled-queries.js';

const schema = buildSchema(`
  input Ask { word: String!, loud: Boolean! = false }
  type Card { name: String!, age: Int! }
  type Query { echo(ask: Ask!): String!, cards(first: Int!): [Card!]!, fails: String }
  type Mutation { bump: Int! }
`);
const query = schema.getQueryType()!.getFields();
query.echo!.resolve = (_s, { ask }: { ask: { word: string; loud: boolean } }) => (ask.loud ? ask.word.toUpperCase() : ask.word);
query.cards!.resolve = async (_s, { first }: { first: number }) => Array.from({ length: first }, (_, i) => ({ name: `Member ${i}`, age: 20 + i }));
query.fails!.resolve = () => {
  throw new GraphQLError('No such member.', { extensions: { code: 'NOT_FOUND' } });
};
let bumps = 0;
schema.getMutationType()!.getFields().bump!.resolve = () => ++bumps;

const plugin = compiledQueriesPlugin<object>(schema);
let listener: GraphQLRequestListener<object>;
beforeAll(async () => {
  listener = (await plugin.requestDidStart!({} as never))!;
});

/** One request as Apollo runs it: the plugin's answer if it gives one, else graphql-js's. */
function ask(source: string, variables?: Record<string, unknown>) {
  const document = parse(source);
  const byGraphqlJs = async () => execute({ schema, document, variableValues: variables });
  const rc = {
    document,
    source,
    operation: getOperationAST(document)!,
    operationName: null,
    queryHash: createHash('sha256').update(source).digest('hex'),
    request: { query: source, variables },
    contextValue: {},
  } as unknown as GraphQLRequestContextResponseForOperation<object>;
  const answer = async () => {
    const given = await listener.responseForOperation!(rc);
    if (!given) return byGraphqlJs();
    if (given.body.kind !== 'single') throw new Error('a single answer expected');
    return given.body.singleResult as Awaited<ReturnType<typeof byGraphqlJs>>;
  };
  return { answer, byGraphqlJs };
}

describe('compiled queries', () => {
  it('compiles a query the second time it is asked, and answers as graphql-js does every time', async () => {
    const cards = ask('query Cards($n: Int!) { cards(first: $n) { name age } }', { n: 20 });
    const expected = await cards.byGraphqlJs();
    expect(await cards.answer()).toEqual(expected);
    expect(plugin.compiledQueries).toBe(0);
    expect(await cards.answer()).toEqual(expected);
    expect(plugin.compiledQueries).toBe(1);
    expect(await cards.answer()).toEqual(expected);
    expect(plugin.compiledQueries).toBe(1);
  });

  it("applies an omitted input field's default, and words a refused variable and a resolver's error as graphql-js", async () => {
    const echo = ask('query Echo($a: Ask!) { echo(ask: $a) }', { a: { word: 'namaste' } });
    const bad = ask('query Bad($a: Ask!) { echo(ask: $a) }', { a: { word: 7 } });
    const fails = ask('{ fails }');
    for (let i = 0; i < 3; i++) {
      expect(await echo.answer()).toEqual({ data: { echo: 'namaste' } });
      expect(JSON.parse(JSON.stringify(await bad.answer()))).toEqual(JSON.parse(JSON.stringify(await bad.byGraphqlJs())));
      const failed = await fails.answer();
      expect(failed.errors?.map((e) => [e.message, e.path, e.extensions])).toEqual([['No such member.', ['fails'], { code: 'NOT_FOUND' }]]);
    }
  });

  it('keeps a literal a literal: quotes, backslashes and template syntax in a query are not code', async () => {
    const literal = 'a"); globalThis.pwned = 1; ("  \\ `${process.exit(1)}`';
    const echo = ask(`{ echo(ask: { word: ${JSON.stringify(literal)} }) }`);
    for (let i = 0; i < 3; i++) expect(await echo.answer()).toEqual({ data: { echo: literal } });
    expect(plugin.compiledQueries).toBeGreaterThan(0);
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });

  it('never compiles a mutation, and runs it once per request', async () => {
    const before = plugin.compiledQueries;
    const bump = ask('mutation { bump }');
    for (let i = 1; i <= 3; i++) expect(await bump.answer()).toEqual({ data: { bump: i } });
    expect(bumps).toBe(3);
    expect(plugin.compiledQueries).toBe(before);
  });
});
