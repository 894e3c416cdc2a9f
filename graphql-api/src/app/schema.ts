import 'reflect-metadata';
import path from 'node:path';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { PasswordResetResolver } from '../modules/auth/password-reset.resolver.js';
import { LanguageResolver } from '../modules/auth/language.resolver.js';
import { ExecutiveResolver } from '../modules/executive/executive.resolver.js';
import { MemberResolver } from '../modules/member/member.resolver.js';
import { ReferenceResolver } from '../modules/reference/reference.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { ReportResolver } from '../modules/report/report.resolver.js';
import { BlockResolver } from '../modules/block/block.resolver.js';
import { ConnectionResolver } from '../modules/connection/connection.resolver.js';
import { ContactFieldsResolver, ContactSharingResolver } from '../modules/contact-sharing/contact-sharing.resolver.js';
import { InterestResolver } from '../modules/interest/interest.resolver.js';
import { NotificationResolver } from '../modules/notification/notification.resolver.js';
import { RelationshipResolver } from '../modules/relationship/relationship.resolver.js';
import { ShortlistResolver } from '../modules/shortlist/shortlist.resolver.js';
import { ConversationResolver, ReportEvidenceResolver } from '../modules/conversation/conversation.resolver.js';
import { callResolversDirectly } from './direct-resolvers.js';

export const RESOLVERS = [
  MemberResolver, ExecutiveResolver, PasswordResetResolver, ReferenceResolver,
  InterestResolver, ConnectionResolver, ContactSharingResolver, ContactFieldsResolver, ShortlistResolver, BlockResolver, NotificationResolver, RelationshipResolver,
  ReportResolver, AuditResolver,
  LanguageResolver,
  ConversationResolver, ReportEvidenceResolver,
] as const;

/** Builds the executable schema; `emitTo` writes the SDL (schema/schema.graphql) as the build does. */
export async function createSchema(opts: { emitTo?: string } = {}): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    validate: false, // input rules live in @matrimony/schema and run in the services
    // type-graphql asks for a PubSub once a subscription exists; ours use `subscribe` with the conversation hub
    // (member topics from the session, fanned out by the event bus), so topic-based publishing is never used.
    pubSub: {
      publish: () => {
        throw new Error('subscriptions publish through their domain hub');
      },
      subscribe: () => {
        throw new Error('subscriptions subscribe through their domain hub');
      },
    },
    emitSchemaFile: opts.emitTo ? { path: path.resolve(opts.emitTo), sortedSchema: true } : false,
  });
  callResolversDirectly(schema, RESOLVERS);
  return schema;
}
