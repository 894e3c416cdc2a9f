import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError, Kind, visit, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Limits that keep GraphQL healthy (decisions 9). Introspection fits well inside them. */
export const GRAPHQL_LIMITS = { maxDepth: 12, maxAliases: 20, maxCost: 5000 } as const;

/** PostgreSQL text cannot hold U+0000; such input is refused up front instead of failing in the database. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

function documentHasNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found;
}

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });
}

interface Walk {
  depth: number;
  aliases: number;
  cost: number;
}

/** Page-size argument of a list field (pageSize or limit), literal or variable; 0 when absent. */
function pageSizeOf(field: FieldNode, variables: Record<string, unknown>): number {
  for (const arg of field.arguments ?? []) {
    if (arg.name.value !== 'pageSize' && arg.name.value !== 'limit') continue;
    const v = arg.value;
    const raw = v.kind === Kind.INT ? Number(v.value) : v.kind === Kind.VARIABLE ? Number(variables[v.name.value]) : 0;
    return Math.min(100, Math.max(0, raw || 0));
  }
  return 0;
}

/**
 * Depth, aliases and cost in one pass. Each field costs 1; a paged field costs its children once per row
 * (page size), so a deep selection inside a page of 100 adds up.
 */
function walk(set: SelectionSetNode | undefined, ctx: { fragments: Map<string, FragmentDefinitionNode>; variables: Record<string, unknown> }, depth: number, seen: Set<string>): Walk {
  const out: Walk = { depth, aliases: 0, cost: 0 };
  if (!set) return out;
  for (const sel of set.selections) {
    let inner: Walk;
    if (sel.kind === Kind.FIELD) {
      if (sel.alias) out.aliases += 1;
      inner = walk(sel.selectionSet, ctx, sel.selectionSet ? depth + 1 : depth, seen);
      const rows = pageSizeOf(sel, ctx.variables);
      inner.cost = 1 + inner.cost * (rows > 0 ? rows : 1);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      inner = walk(sel.selectionSet, ctx, depth, seen);
    } else {
      const fragment = ctx.fragments.get(sel.name.value);
      if (!fragment || seen.has(sel.name.value)) continue; // cycles are rejected by validation anyway
      inner = walk(fragment.selectionSet, ctx, depth, new Set([...seen, sel.name.value]));
    }
    out.depth = Math.max(out.depth, inner.depth);
    out.aliases += inner.aliases;
    out.cost += inner.cost;
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

/** Depth, alias and cost of an operation; also refuses a mutation that repeats a root field (login batching). */
export function checkOperation(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): void {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const { depth, aliases, cost } = walk(operation.selectionSet, { fragments, variables }, 1, new Set());
  // The standard introspection query nests ofType 7 deep (15 levels). Operations that only introspect are
  // bounded by graphql-js's MaxIntrospectionDepthRule instead; the depth limit is for operations that read data.
  const introspectionOnly = operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'));
  if (depth > GRAPHQL_LIMITS.maxDepth && !introspectionOnly) throw tooComplex(`Query is too deep (${depth} levels; at most ${GRAPHQL_LIMITS.maxDepth}).`);
  if (aliases > GRAPHQL_LIMITS.maxAliases) throw tooComplex(`Too many aliases (${aliases}; at most ${GRAPHQL_LIMITS.maxAliases}).`);
  if (operation.operation === 'mutation') {
    const names = rootFieldNames(operation.selectionSet, fragments, new Set());
    if (new Set(names).size !== names.length) throw tooComplex('Each mutation may be called only once per request.');
  }
  if (cost > GRAPHQL_LIMITS.maxCost) throw tooComplex(`Query is too expensive (cost ${cost}; at most ${GRAPHQL_LIMITS.maxCost}).`);
}

export function limitsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (containsNul(request.variables) || documentHasNul(document)) {
            throw new GraphQLError('The request contains characters that are not allowed.', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          }
          if (operation) checkOperation(document, operation, request.variables ?? {});
        },
      };
    },
  };
}
