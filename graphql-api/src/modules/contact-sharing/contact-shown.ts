import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../app/context.js';
import { asksFields } from '../../common/selection.js';
import { SHARED_WITH_CONNECTION, type MemberView } from '../member/member.view.js';
import { viewerRelations } from '../relationship/relationship.loader.js';
import type { Relationship } from '../privacy/privacy.service.js';
import { CONTACT_FIELDS, type ContactField } from './contact-sharing.entity.js';

/**
 * The owner's log of contact details shown (decisions 11: "the owner can see which connection was shown their
 * contact details and when") records what an answer actually carried: a connection's profile asked without its
 * contact fields, or the Connected list asked for names only, shows nothing and records nothing; a shortlist, a
 * list or an interest's answer that carries a connection's mobile number records it, whichever query it came by.
 *
 * GraphQL notes each contact field as it resolves (ContactFieldsResolver), REST notes the member it returns whole;
 * the request's notes are written in one statement before its answer leaves (`recordShown`). No subscription
 * event carries a member (messages name their writer by id), so the socket has nothing to write.
 *
 * A connection's contact fields are the same in every answer: lists that do not read the relationship with their
 * page read it here when the answer asks for a contact field (`contactRelationships`).
 */

const CONTACT_NAMES: ReadonlySet<string> = new Set(CONTACT_FIELDS);

/**
 * For lists that do not read the viewer's relationship to their members with their page (the shortlist, the bell's
 * list, conversations, the contact log): when the answer asks for a contact field of the members at `within`,
 * their relationships to the viewer, from the viewer's relations (the request's reading of them), so a
 * connection's shared details show there as on the profile (pass each to `otherMember`). Null when nothing asks
 * for one: the page costs nothing more.
 */
export async function contactRelationships(
  ctx: RequestContext, info: GraphQLResolveInfo, within: string, memberIds: readonly string[],
): Promise<ReadonlyMap<string, Relationship> | null> {
  const viewerId = ctx.viewer.memberId;
  if (!viewerId || !memberIds.length || !asksFields(info, CONTACT_NAMES, within)) return null;
  const relations = await viewerRelations(ctx, viewerId);
  return new Map(memberIds.map((id) => [id, relations.relationship(id)]));
}

const shownIn = new WeakMap<object, Map<string, Set<ContactField>>>();

/** Notes that this answer carries `field` of `member`, when it is a connection's shared detail (member.view.ts). */
export function noteShown(ctx: RequestContext, member: MemberView, field: ContactField): void {
  if (!member[SHARED_WITH_CONNECTION] || member[field] == null) return;
  let owners = shownIn.get(ctx);
  if (!owners) shownIn.set(ctx, (owners = new Map()));
  let fields = owners.get(member.id);
  if (!fields) owners.set(member.id, (fields = new Set()));
  fields.add(field);
}

/** Notes every contact field a member carries (REST answers return the whole member). */
export function noteShownWhole(ctx: RequestContext, member: MemberView): MemberView {
  for (const field of CONTACT_FIELDS) noteShown(ctx, member, field);
  return member;
}

/**
 * Writes the request's notes to the owners' logs (one entry per viewer, owner and India day). The answer is
 * complete by then: a failure to write is logged, and the answer still leaves.
 */
export async function recordShown(ctx: RequestContext): Promise<void> {
  const owners = shownIn.get(ctx);
  const viewerId = ctx.viewer.memberId;
  if (!owners?.size || !viewerId) return;
  shownIn.delete(ctx);
  try {
    await ctx.services.contactSharing.recordViews(
      ctx.sql,
      viewerId,
      [...owners].map(([ownerId, fields]) => ({ ownerId, fields: CONTACT_FIELDS.filter((f) => fields.has(f)) })),
    );
  } catch (err) {
    ctx.logger.error({ err: { name: (err as Error)?.name, message: (err as Error)?.message } }, 'contact views not recorded');
  }
}

/** GraphQL over HTTP: the notes of an answer are recorded before it is sent. */
export function contactShownPlugin(): ApolloServerPlugin<RequestContext> {
  // One listener for every request (requestDidStart runs on each, the floor included).
  const listener: GraphQLRequestListener<RequestContext> = {
    async willSendResponse({ contextValue }) {
      await recordShown(contextValue);
    },
  };
  return {
    async requestDidStart() {
      return listener;
    },
  };
}
