import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError, Kind, visit, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode,
  type SelectionSetNode, type ValueNode,
} from 'graphql';
// The CommonJS build on purpose: it shares graphql-js (graphql/index.js) with type-graphql's schema. Its ESM
// build imports graphql/index.mjs, a second copy that refuses our schema ("from another module or realm").
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity/cjs';
// The same graphql-js as the schema's for the same reason (variable types are checked against the schema's).
import { getVariableValues } from 'graphql/execution/values.js';
import { errorText } from '../common/failure.js';
import { translator, type Translate } from '../common/i18n.js';
import type { RequestContext } from './context.js';

/** Limits that keep GraphQL healthy (docs/product.md, "Limits"). Introspection fits well inside them. */
export const GRAPHQL_LIMITS = { maxDepth: 12, maxAliases: 20, maxCost: 5000 } as const;
/**
 * What one `__schema` walk costs besides its fields: its answer is about 75 kB whatever the selection looks
 * like, so a request may walk the schema twice at most (the standard introspection query walks it once).
 */
export const SCHEMA_WALK_COST = 2000;
/** What one `__type` lookup costs besides its fields. */
export const TYPE_LOOKUP_COST = 50;

/** How deeply input (REST bodies and query strings, GraphQL variables) may nest; no form of ours needs more than 3. */
export const MAX_INPUT_DEPTH = 32;
/** Why input is refused: the context of its text (`errors.BAD_USER_INPUT_nul`, `errors.BAD_USER_INPUT_depth`). */
export type InputRefusal = 'nul' | 'depth';

/**
 * Why input is refused up front, or null. PostgreSQL text cannot hold U+0000, so such input is refused instead of
 * failing in the database; input nested deeper than any form is malformed. Walks with its own stack (30,000
 * nested brackets must not overflow the call stack) and stops at the first problem.
 */
export function inputRefusal(...values: unknown[]): InputRefusal | null {
  const stack: Array<{ value: unknown; depth: number }> = values.map((value) => ({ value, depth: 0 }));
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'depth';
      for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** Whether a string literal of the document holds U+0000 (read once per parsed document: Apollo reuses them). */
const nulInDocument = new WeakMap<DocumentNode, boolean>();

function documentHasNul(document: DocumentNode): boolean {
  let found = nulInDocument.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  nulInDocument.set(document, found);
  return found;
}

/** Why an operation is over the limits: the context of its text (`errors.QUERY_TOO_COMPLEX_<context>`) and its values. */
interface TooComplex {
  context: 'depth' | 'aliases' | 'mutation' | 'cost';
  params?: Record<string, number>;
}

/** The text in the reader's language (a parsed operation is shared by requests in either language). */
function tooComplexText(t: Translate, { context, params }: TooComplex): string {
  return errorText(t, 'QUERY_TOO_COMPLEX', { context, params });
}

interface Walk {
  depth: number;
  aliases: number;
}

/** Depth and aliases in one pass. */
function walk(set: SelectionSetNode | undefined, ctx: { fragments: Map<string, FragmentDefinitionNode> }, depth: number, seen: Set<string>): Walk {
  const out: Walk = { depth, aliases: 0 };
  if (!set) return out;
  for (const sel of set.selections) {
    let inner: Walk;
    if (sel.kind === Kind.FIELD) {
      if (sel.alias) out.aliases += 1;
      inner = walk(sel.selectionSet, ctx, sel.selectionSet ? depth + 1 : depth, seen);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      inner = walk(sel.selectionSet, ctx, depth, seen);
    } else {
      const fragment = ctx.fragments.get(sel.name.value);
      if (!fragment || seen.has(sel.name.value)) continue; // cycles are rejected by validation anyway
      inner = walk(fragment.selectionSet, ctx, depth, new Set([...seen, sel.name.value]));
    }
    out.depth = Math.max(out.depth, inner.depth);
    out.aliases += inner.aliases;
  }
  return out;
}

/** Root fields of an operation, including those inside inline fragments and fragment spreads. */
function rootFieldNames(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): string[] {
  const names: string[] = [];
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) names.push(sel.name.value);
    else if (sel.kind === Kind.INLINE_FRAGMENT) names.push(...rootFieldNames(sel.selectionSet, fragments, seen));
    else {
      const fragment = fragments.get(sel.name.value);
      if (fragment && !seen.has(sel.name.value)) names.push(...rootFieldNames(fragment.selectionSet, fragments, new Set([...seen, sel.name.value])));
    }
  }
  return names;
}

/**
 * Each field costs 1; a paged field (a `limit` or `pageSize` argument) costs its children once per row. The
 * arguments are the ones the resolver will get, so a page size from a variable, a variable's default or the
 * schema's default counts as what it is. Introspection costs what its answer weighs.
 */
const estimateCost: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const size = args.limit ?? args.pageSize;
  const rows = typeof size === 'number' && Number.isFinite(size) ? Math.min(100, Math.max(1, size)) : 1;
  const base = field.name === '__schema' ? SCHEMA_WALK_COST : field.name === '__type' ? TYPE_LOOKUP_COST : 1;
  return base + childComplexity * rows;
};

/**
 * The cost of an operation as its resolvers will run it (variables coerced, defaults applied), or null when the
 * variables do not fit their types.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): number | null {
  try {
    return getComplexity({ schema, query: document, operationName: operation.name?.value, variables, estimators: [estimateCost] });
  } catch (err) {
    if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors?.length) return null;
    throw err;
  }
}

/**
 * What an operation's limits depend on, worked out once per parsed operation (Apollo keeps parsed documents, so
 * a repeated query is the same object): the depth/alias/repeated-mutation refusal, and which variables its cost
 * reads. Only a page size (`limit`, `pageSize`) and `@skip`/`@include` read variable values; besides those, a
 * variable only matters by being absent or null (a default applies, or a non-null argument refuses the null).
 */
interface OperationFacts {
  refusal: TooComplex | null;
  costVariables: ReadonlySet<string>;
  /** Costs by the variables' values that cost reads (bounded). */
  costs: Map<string, number>;
}

const factsByOperation = new WeakMap<OperationDefinitionNode, OperationFacts>();
const MAX_COSTS_PER_OPERATION = 256;

function operationFacts(document: DocumentNode, operation: OperationDefinitionNode): OperationFacts {
  let facts = factsByOperation.get(operation);
  if (facts) return facts;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  let refusal: TooComplex | null = null;
  const { depth, aliases } = walk(operation.selectionSet, { fragments }, 1, new Set());
  // The standard introspection query nests ofType 7 deep (15 levels). Operations that only introspect are
  // bounded by graphql-js's MaxIntrospectionDepthRule instead; the depth limit is for operations that read data.
  const introspectionOnly = operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'));
  if (depth > GRAPHQL_LIMITS.maxDepth && !introspectionOnly) refusal = { context: 'depth', params: { depth, max: GRAPHQL_LIMITS.maxDepth } };
  else if (aliases > GRAPHQL_LIMITS.maxAliases) refusal = { context: 'aliases', params: { aliases, max: GRAPHQL_LIMITS.maxAliases } };
  else if (operation.operation === 'mutation') {
    const names = rootFieldNames(operation.selectionSet, fragments, new Set());
    if (new Set(names).size !== names.length) refusal = { context: 'mutation' };
  }
  const costVariables = new Set<string>();
  const collect = (value: ValueNode) => visit(value, { Variable(node) { costVariables.add(node.name.value); } });
  for (const definition of [operation, ...fragments.values()]) {
    visit(definition, {
      Argument(node) {
        if (node.name.value === 'limit' || node.name.value === 'pageSize') collect(node.value);
      },
      Directive(node) {
        for (const arg of node.arguments ?? []) collect(arg.value);
      },
    });
  }
  facts = { refusal, costVariables, costs: new Map() };
  factsByOperation.set(operation, facts);
  return facts;
}

/**
 * Depth, alias and cost of an operation; also refuses a mutation that repeats a root field (login batching). The
 * text of the refusal (QUERY_TOO_COMPLEX) in the reader's language, or null when the operation is within the
 * limits. A text, not an error: each transport makes its GraphQLError with the graphql-js copy it answers with.
 */
export function operationRefusal(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>, t: Translate): string | null {
  const facts = operationFacts(document, operation);
  if (facts.refusal) return tooComplexText(t, facts.refusal);
  const key = (operation.variableDefinitions ?? []).map((d) => {
    const name = d.variable.name.value;
    const value = variables[name];
    if (value === undefined) return 'u';
    if (value === null) return 'n';
    return facts.costVariables.has(name) ? JSON.stringify(value) : 'v';
  }).join('|');
  let cost = facts.costs.get(key);
  if (cost === undefined) {
    const computed = operationCost(schema, document, operation, variables);
    // Variables that do not fit their types: execution refuses them (BAD_USER_INPUT, graphql-js's own messages
    // naming each variable) before any resolver runs, so there is nothing to cost. The variables are coerced once
    // per request, by execution; a known cost does not coerce them again.
    if (computed === null) return null;
    cost = computed;
    if (facts.costs.size >= MAX_COSTS_PER_OPERATION) facts.costs.clear();
    facts.costs.set(key, cost);
  }
  return cost > GRAPHQL_LIMITS.maxCost ? tooComplexText(t, { context: 'cost', params: { cost, max: GRAPHQL_LIMITS.maxCost } }) : null;
}

export function limitsPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema, contextValue }) {
          // Refusals in the request's language, as REST writes them.
          const t = contextValue?.t ?? translator('en');
          const refusal = inputRefusal(request.variables) ?? (documentHasNul(document) ? 'nul' : null);
          if (refusal) throw new GraphQLError(errorText(t, 'BAD_USER_INPUT', { context: refusal }), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          // Worked out once per parsed operation (Apollo hands back the same document for the same query text, so a
          // client sending the same query thousands of times pays once); a cost set by a variable, once per value.
          const tooComplex = operation && operationRefusal(schema, document, operation, request.variables ?? {}, t);
          if (tooComplex) throw new GraphQLError(tooComplex, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });
        },
      };
    },
  };
}
