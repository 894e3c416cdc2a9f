import type { GraphQLFieldMap, GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** What type-graphql records of a resolver method's parameter (its metadata storage; only what is read here). */
interface ParamMetadata {
  kind: string;
  index: number;
  name?: string;
  propertyName?: string;
  getType?: () => unknown;
}

/** What type-graphql records of a query, mutation or field resolver (its metadata storage). */
interface ResolverMetadata {
  target: new () => Record<string, (...args: unknown[]) => unknown>;
  methodName: string;
  schemaName: string;
  kind?: 'internal' | 'external';
  params?: ParamMetadata[];
  middlewares?: unknown[];
  roles?: unknown[];
  getObjectType?: () => unknown;
}

type ParamReader = (root: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown;

/**
 * How each parameter is read, or null when one is of a kind left to type-graphql: `@Args()` classes, custom
 * decorators, a `@Root()` it would convert into a class instance.
 */
function paramReaders(params: ParamMetadata[]): ParamReader[] | null {
  const readers: ParamReader[] = [];
  for (const p of [...params].sort((a, b) => a.index - b.index)) {
    if (p.kind === 'arg' && p.name) {
      const name = p.name;
      readers.push((_root, args) => args[name]);
    } else if (p.kind === 'context') {
      const prop = p.propertyName;
      readers.push(prop ? (_root, _args, ctx) => (ctx as Record<string, unknown>)[prop] : (_root, _args, ctx) => ctx);
    } else if (p.kind === 'info') {
      readers.push((_root, _args, _ctx, info) => info);
    } else if (p.kind === 'root' && (!p.getType || p.getType() === Object)) {
      const prop = p.propertyName;
      readers.push(prop ? (root) => (root as Record<string, unknown>)[prop] : (root) => root);
    } else {
      return null;
    }
  }
  return readers;
}

/**
 * Our resolver methods, called directly with the arguments graphql-js (or the compiled query) coerced. type-graphql
 * wraps each in a handler that, on every call, looks its resolver's instance up in a list, sorts the parameters,
 * converts each input argument into an instance of its class (scanning every input type for each field) and awaits
 * a validation we have turned off (`validate: false`): a few microseconds on every field it resolves, twenty times on
 * a page of twenty cards asking `relationship`. The schema, the methods and their order of parameters are
 * type-graphql's; only that per-call work goes. Methods with middlewares or roles (none today), subscriptions, and
 * parameters of other kinds keep type-graphql's handler. Services receive inputs as plain objects, which is all
 * they ever read of them (no input class has methods or defaults). A union's own `resolveType` is called directly
 * too. Returns how many fields and unions were changed.
 */
export function callResolversDirectly(schema: GraphQLSchema, resolvers: readonly unknown[]): number {
  const storage = getMetadataStorage() as unknown as {
    queries: ResolverMetadata[];
    mutations: ResolverMetadata[];
    fieldResolvers: ResolverMetadata[];
    objectTypes: Array<{ target: unknown; name: string }>;
    interfaceTypes: Array<{ target: unknown; name: string }>;
    unions: Array<{ name: string; resolveType?: (...args: unknown[]) => unknown }>;
  };
  const instances = new Map<unknown, Record<string, (...args: unknown[]) => unknown>>();
  const instanceOf = (target: ResolverMetadata['target']) => {
    let instance = instances.get(target);
    if (!instance) instances.set(target, (instance = new target()));
    return instance;
  };
  // GraphQL names by class, looked up once: a union's resolveType names its answer's class on every request.
  const names = new Map<unknown, string>([...storage.interfaceTypes, ...storage.objectTypes].map((t) => [t.target, t.name]));
  const typeName = (cls: unknown) => names.get(cls);

  const jobs: Array<{ typeName: string | undefined; def: ResolverMetadata }> = [
    ...storage.queries.map((def) => ({ typeName: schema.getQueryType()?.name, def })),
    ...storage.mutations.map((def) => ({ typeName: schema.getMutationType()?.name, def })),
    ...storage.fieldResolvers
      .filter((def) => def.kind === 'external' && def.getObjectType)
      .map((def) => ({ typeName: typeName(def.getObjectType!()), def })),
  ];
  let replaced = 0;
  for (const { typeName: name, def } of jobs) {
    if (!resolvers.includes(def.target)) continue; // a class decorated elsewhere (a test's) is not in this schema
    // Read without graphql's instanceof helpers: the apps' browser tests load the API's source beside another copy
    // of graphql-js (its .mjs build), whose helpers refuse this schema's types.
    const type = name ? (schema.getType(name) as { getFields?: () => GraphQLFieldMap<unknown, unknown> } | undefined) : undefined;
    const field = type?.getFields?.()[def.schemaName];
    if (!field?.resolve || def.middlewares?.length || def.roles?.length) continue;
    const readers = paramReaders(def.params ?? []);
    if (!readers) continue;
    const instance = instanceOf(def.target);
    const method = instance[def.methodName];
    if (typeof method !== 'function') continue;
    const resolve: GraphQLFieldResolver<unknown, unknown> = (root, args, context, info) =>
      method.apply(instance, readers.map((read) => read(root, args, context, info)));
    field.resolve = resolve;
    replaced += 1;
  }
  // A union's own resolveType (MemberResult's) type-graphql wraps in an async function, so every answer of that union
  // would wait for a promise; called directly, a class it returns is named from the same metadata.
  for (const union of storage.unions) {
    const own = union.resolveType;
    const type = own ? (schema.getType(union.name) as { resolveType?: unknown } | undefined) : undefined;
    if (!own || !type || !('resolveType' in type)) continue;
    const named = (resolved: unknown) => (resolved == null || typeof resolved === 'string' ? (resolved ?? undefined) : typeName(resolved));
    type.resolveType = (...args: unknown[]) => {
      const resolved = own(...args);
      return resolved instanceof Promise ? resolved.then(named) : named(resolved);
    };
    replaced += 1;
  }
  return replaced;
}
