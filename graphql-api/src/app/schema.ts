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
import { ContactSharingResolver } from '../modules/contact-sharing/contact-sharing.resolver.js';
import { InterestResolver } from '../modules/interest/interest.resolver.js';
import { NotificationResolver } from '../modules/notification/notification.resolver.js';
import { RelationshipResolver } from '../modules/relationship/relationship.resolver.js';
import { ShortlistResolver } from '../modules/shortlist/shortlist.resolver.js';

export const RESOLVERS = [
  MemberResolver, ExecutiveResolver, PasswordResetResolver, ReferenceResolver,
  InterestResolver, ConnectionResolver, ContactSharingResolver, ShortlistResolver, BlockResolver, NotificationResolver, RelationshipResolver,
  ReportResolver, AuditResolver,
  LanguageResolver,
] as const;

/** Builds the executable schema; `emitTo` writes the SDL (schema/schema.graphql) as the build does. */
export function createSchema(opts: { emitTo?: string } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    validate: false, // input rules live in @matrimony/schema and run in the services
    emitSchemaFile: opts.emitTo ? { path: path.resolve(opts.emitTo), sortedSchema: true } : false,
  });
}
