import { describe, expect, it } from 'vitest';
import { Kind, parse, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { asksPairFields } from '../src/modules/relationship/relationship.loader.js';

/** The resolve info of the operation's first root field, as graphql-js hands it to that field's resolver. */
function infoOf(source: string): GraphQLResolveInfo {
  const doc = parse(source);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  return { fieldNodes: [op.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

describe('which requests read the pair state with the members', () => {
  it('a profile asking relationship or shortlisted, directly or in fragments', () => {
    expect(asksPairFields(infoOf('{ member(id: "1") { ... on Member { id relationship } } }'))).toBe(true);
    expect(asksPairFields(infoOf('{ member(id: "1") { ...P } } fragment P on Member { shortlisted }'))).toBe(true);
    expect(asksPairFields(infoOf('{ member(id: "1") { ... on Member { id fullName } } }'))).toBe(false);
  });

  it("a search page asking them of its items (the portal's cards), not of the page itself", () => {
    const cards = '{ searchMembers { ... on MemberSearchPage { hasMore items { id relationship shortlisted } } } }';
    expect(asksPairFields(infoOf(cards), 'items')).toBe(true);
    expect(asksPairFields(infoOf('{ searchMembers { ...Page } } fragment Page on MemberSearchPage { items { ...Card } } fragment Card on Member { shortlisted }'), 'items')).toBe(true);
    expect(asksPairFields(infoOf('{ searchMembers { ... on MemberSearchPage { items { id fullName } } } }'), 'items')).toBe(false);
    expect(asksPairFields(infoOf(cards))).toBe(false); // the page has no such field of its own
  });

  it('a list whose items hold the member (the shortlist): the path goes through both fields', () => {
    const tab = '{ myShortlist { items { addedAt member { ...M } } } } fragment M on Member { id relationship }';
    expect(asksPairFields(infoOf(tab), 'items.member')).toBe(true);
    expect(asksPairFields(infoOf(tab), 'items')).toBe(false); // the item itself has no such field
    expect(asksPairFields(infoOf('{ myShortlist { items { addedAt member { id fullName } } } }'), 'items.member')).toBe(false);
  });
});
