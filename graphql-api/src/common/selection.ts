import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved asks for any of `names` on its value (directly, in an inline fragment or a
 * named one), or on the objects at `within` (a path of fields such as a page's `items` or `items.member`), so a
 * resolver can read what those fields need together with its page instead of once per row.
 */
export function asksFields(info: GraphQLResolveInfo, names: ReadonlySet<string>, within?: string): boolean {
  // The answer depends only on the query's document, and Apollo keeps one parsed document per query text: it is
  // worked out once per field node (a page of search cards asks on every request).
  const node = info.fieldNodes[0];
  if (!node) return false;
  let byNames = known.get(node);
  if (!byNames) known.set(node, (byNames = new Map()));
  let byWithin = byNames.get(names);
  if (!byWithin) byNames.set(names, (byWithin = new Map()));
  let asks = byWithin.get(within ?? '');
  if (asks === undefined) byWithin.set(within ?? '', (asks = walkAsks(info, names, within)));
  return asks;
}

/** Answers of asksFields by field node (its document's), then by the names asked for, then by `within`. */
const known = new WeakMap<FieldNode, Map<ReadonlySet<string>, Map<string, boolean>>>();

function walkAsks(info: GraphQLResolveInfo, names: ReadonlySet<string>, within?: string): boolean {
  // Visits the fields of a selection set, through inline and named fragments (each named one once).
  const some = (set: SelectionSetNode | undefined, seen: Set<string>, test: (field: FieldNode) => boolean): boolean => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) {
        if (test(sel)) return true;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (some(sel.selectionSet, seen, test)) return true;
      } else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        if (some(info.fragments[sel.name.value]?.selectionSet, seen, test)) return true;
      }
    }
    return false;
  };
  const asksAt = (set: SelectionSetNode | undefined, path: string[]): boolean => (path.length
    ? some(set, new Set(), (f) => f.name.value === path[0] && asksAt(f.selectionSet, path.slice(1)))
    : some(set, new Set(), (f) => names.has(f.name.value)));
  const path = within ? within.split('.') : [];
  return info.fieldNodes.some((node) => asksAt(node.selectionSet, path));
}
