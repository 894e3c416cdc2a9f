import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { asksFields } from './selection.js';

const PAIR = new Set(['relationship', 'shortlisted']);

/** The resolve info of the query's first root field, counting how often its fragments are read. */
function infoOf(query: string): { info: GraphQLResolveInfo; fragmentReads: () => number } {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(document.definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  let reads = 0;
  const info = {
    fieldNodes: [operation.selectionSet.selections[0] as FieldNode],
    get fragments() {
      reads += 1;
      return fragments;
    },
  } as unknown as GraphQLResolveInfo;
  return { info, fragmentReads: () => reads };
}

describe('asksFields', () => {
  it('finds the fields through inline and named fragments, at a path', () => {
    const cards = infoOf('{ searchMembers { ... on MemberSearchPage { items { ...Card } } } } fragment Card on Member { id relationship }');
    const plain = infoOf('{ searchMembers { ... on MemberSearchPage { items { id fullName } } } }');
    expect(asksFields(cards.info, PAIR, 'items')).toBe(true);
    expect(asksFields(plain.info, PAIR, 'items')).toBe(false);
    expect(asksFields(cards.info, PAIR)).toBe(false); // not on the page itself
    expect(asksFields(cards.info, new Set(['id']), 'items')).toBe(true);
  });

  it("works each document's answer out once, and keeps documents apart", () => {
    const cards = infoOf('{ searchMembers { ... on MemberSearchPage { items { ...Card } } } } fragment Card on Member { id shortlisted }');
    const plain = infoOf('{ searchMembers { ... on MemberSearchPage { items { ...Card } } } } fragment Card on Member { id fullName }');
    for (let i = 0; i < 3; i++) {
      expect(asksFields(cards.info, PAIR, 'items')).toBe(true);
      expect(asksFields(plain.info, PAIR, 'items')).toBe(false);
    }
    // The named fragment was read by the first walk of each document only.
    expect(cards.fragmentReads()).toBe(1);
    expect(plain.fragmentReads()).toBe(1);
    // Another path or other names on the same document are their own answers.
    expect(asksFields(cards.info, PAIR, 'items.member')).toBe(false);
    expect(asksFields(cards.info, new Set(['fullName']), 'items')).toBe(false);
  });
});
