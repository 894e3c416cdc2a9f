import 'reflect-metadata';
import path from 'node:path';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { PasswordResetResolver } from '../modules/auth/password-reset.resolver.js';
import { ExecutiveResolver } from '../modules/executive/executive.resolver.js';
import { MemberResolver } from '../modules/member/member.resolver.js';
import { ReferenceResolver } from '../modules/reference/reference.resolver.js';

export const RESOLVERS = [MemberResolver, ExecutiveResolver, PasswordResetResolver, ReferenceResolver] as const;

/** Builds the executable schema; `emitTo` writes the SDL (schema/schema.graphql) as the build does. */
export function createSchema(opts: { emitTo?: string } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    validate: false, // input rules live in @matrimony/schema and run in the services
    emitSchemaFile: opts.emitTo ? { path: path.resolve(opts.emitTo), sortedSchema: true } : false,
  });
}
