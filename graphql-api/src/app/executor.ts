import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** How many queries a server remembers (seen once, or compiled); the apps send a few dozen different ones. */
const KEPT = 500;

export interface CompiledQueriesGateway extends GatewayInterface {
  /** How many queries are compiled now (docs/capacity.md; the executor's test). */
  readonly compiledQueries: number;
}

/**
 * How Apollo executes an operation. A query asked a second time is compiled (graphql-jit) into JavaScript made for
 * it and runs without graphql-js's per-field work (argument lookup, completion, path building): about a quarter off
 * the API's time for a page of search cards. A mutation, a query seen once (so a stream of one-off queries costs no
 * compiling), one that does not compile, and any query whose compiled run reports an error are executed by
 * graphql-js: a query changes nothing, so running it again is safe, and graphql-js stays the one judge of what a
 * refused variable or a resolver's error says (graphql-jit words some of its own way and does not apply an omitted
 * input field's default). Apollo takes another executor only through its gateway interface; the schema is ours
 * and never changes.
 */
export function compiledQueriesGateway(schema: GraphQLSchema): CompiledQueriesGateway {
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

  const executor: GatewayExecutor = async (rc) => {
    const byGraphqlJs = () =>
      execute({
        schema,
        document: rc.document,
        contextValue: rc.context,
        variableValues: rc.request.variables,
        operationName: rc.operationName,
      }) as Promise<ExecutionResult> | ExecutionResult;
    if (rc.operation.operation !== 'query') return byGraphqlJs();
    const compiled = compiledFor(`${rc.queryHash}:${rc.operationName ?? ''}`, rc.document, rc.operationName);
    if (!compiled) return byGraphqlJs();
    const result = await compiled.query(undefined, rc.context, rc.request.variables ?? {});
    return result.errors?.length ? byGraphqlJs() : result;
  };

  return {
    get compiledQueries() {
      return [...known.values()].filter((v) => v !== 'seen' && v !== null).length;
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async load() {
      return { executor };
    },
    async stop() {},
  };
}
