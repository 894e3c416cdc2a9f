import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestListener, type GraphQLResponse } from '@apollo/server';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** How many queries a server remembers (seen once, or compiled); the apps send a few dozen different ones. */
const KEPT = 500;

/** Nothing to add to the answer's status or headers. */
const NO_HEAD = { headers: new HeaderMap(), status: undefined };

export interface CompiledQueriesPlugin<C extends object> extends ApolloServerPlugin<C> {
  /** How many queries are compiled now (docs/capacity.md; the plugin's test). */
  readonly compiledQueries: number;
}

/**
 * Queries asked again run compiled. The second time a query is asked it is compiled (graphql-jit) into JavaScript
 * made for it, which runs without graphql-js's per-field work (argument lookup, completion, path building): about
 * a sixth off a page of search cards, a quarter off a member's lists (docs/capacity.md). The answer is given from
 * Apollo's `responseForOperation` hook; everything else is left to Apollo's own execution by graphql-js: a mutation,
 * a query seen once (a stream of one-off queries costs no compiling), one that does not compile, and any query
 * whose compiled run reports an error. A query changes nothing, so running it again is safe, and graphql-js stays
 * the one judge of what a refused variable or a resolver's error says (graphql-jit words some of its own way and
 * does not apply an omitted input field's default).
 */
export function compiledQueriesPlugin<C extends object>(schema: GraphQLSchema): CompiledQueriesPlugin<C> {
  // A query's key -> 'seen' once, then its compiled form (or null: it does not compile). Oldest forgotten first.
  const known = new Map<string, CompiledQuery | 'seen' | null>();

  function remember(key: string, value: CompiledQuery | 'seen' | null) {
    if (!known.has(key) && known.size >= KEPT) known.delete(known.keys().next().value!);
    known.set(key, value);
  }

  function compiledFor(key: string, document: DocumentNode, operationName: string | null): CompiledQuery | null {
    const before = known.get(key);
    if (before === undefined) {
      remember(key, 'seen');
      return null;
    }
    if (before !== 'seen') return before;
    const made = compileQuery(schema, document, operationName ?? undefined) as CompiledQuery | ExecutionResult;
    const compiled = isCompiledQuery(made) ? made : null;
    remember(key, compiled);
    return compiled;
  }

  // One listener for every request: it keeps nothing of its own.
  const listener: GraphQLRequestListener<C> = {
    async responseForOperation(rc): Promise<GraphQLResponse | null> {
      if (rc.operation.operation !== 'query') return null;
      const compiled = compiledFor(`${rc.queryHash}:${rc.operationName ?? ''}`, rc.document, rc.operationName);
      if (!compiled) return null;
      const result = await compiled.query(undefined, rc.contextValue, rc.request.variables ?? {});
      if (result.errors?.length) return null;
      return { http: NO_HEAD, body: { kind: 'single', singleResult: result } };
    },
  };

  return {
    get compiledQueries() {
      return [...known.values()].filter((v) => v !== 'seen' && v !== null).length;
    },
    async requestDidStart() {
      return listener;
    },
  };
}
