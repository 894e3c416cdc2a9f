import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, FieldResolver, Info, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, createUnionType, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { RefusedError, asResult } from '../../common/graphql-errors.js';
import { ListPage } from '../../common/paging.types.js';
import { MemberType } from '../member/member.types.js';
import type { MemberView } from '../member/member.view.js';
import { otherMember } from '../relationship/member-views.js';
import { contactRelationships, noteShown } from './contact-shown.js';

export enum ContactFieldName {
  MOBILE = 'mobile',
  EMAIL = 'email',
  FATHER_MOBILE = 'fatherMobile',
  ADDRESS = 'address',
}
registerEnumType(ContactFieldName, {
  name: 'ContactField',
  description: 'A contact detail a member may share with connections.',
  valuesConfig: {
    MOBILE: { description: 'Mobile number.' },
    EMAIL: { description: 'E-mail address.' },
    FATHER_MOBILE: { description: "Father's mobile number." },
    ADDRESS: { description: 'Postal address.' },
  },
});

@ObjectType('ContactSharing', { description: 'Which contact details the member shares with their connections (executives always see them).' })
export class ContactSharingType {
  @Field({ description: 'Mobile number (shared by default).' }) mobile!: boolean;
  @Field({ description: 'E-mail (shared by default).' }) email!: boolean;
  @Field({ description: "Father's mobile number (shared by default)." }) fatherMobile!: boolean;
  @Field({ description: 'Postal address (not shared by default).' }) address!: boolean;
}

@InputType({ description: 'Changes to contact sharing; fields left out stay as they are.' })
export class ContactSharingInput {
  @Field(() => Boolean, { nullable: true, description: 'Share the mobile number with connections.' }) mobile?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Share the e-mail with connections.' }) email?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "Share the father's mobile number with connections." }) fatherMobile?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Share the postal address with connections.' }) address?: boolean | null;
}

@ObjectType({ description: 'Contact sharing settings were saved.' })
export class ContactSharingSaved {
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => ContactSharingType, { description: 'The settings now.' }) settings!: ContactSharingType;
}

export const UpdateContactSharingResult = createUnionType({
  name: 'UpdateContactSharingResult',
  description: 'updateContactSharing outcome.',
  types: () => [ContactSharingSaved, RefusedError] as const,
});

@ObjectType({ description: "A connection was shown the member's contact details (one entry per connection and day)." })
export class ContactViewEntry {
  @Field(() => MemberType, { description: 'Who was shown them.' }) member!: MemberType;
  @Field({ description: 'When (the first time that day, India time).' }) shownAt!: Date;
  @Field(() => [ContactFieldName], { description: 'Which details were shown.' }) fields!: ContactFieldName[];
}

export const ContactViewPage = ListPage(ContactViewEntry, 'ContactViewPage', 'A page of the contact-details log, newest first.');
export type ContactViewPage = InstanceType<typeof ContactViewPage>;

/** Contact sharing settings and the log of who was shown the details (docs/product.md, 'Connect'). */
@Resolver()
export class ContactSharingResolver {
  @Query(() => ContactSharingType, { description: "The logged-in member's contact sharing settings." })
  async myContactSharing(@Ctx() ctx: RequestContext): Promise<ContactSharingType> {
    return Object.assign(new ContactSharingType(), await ctx.services.contactSharing.settings(ctx.em, ctx.viewer));
  }

  @Mutation(() => UpdateContactSharingResult, { description: 'Chooses which contact details connections see; takes effect at once.' })
  updateContactSharing(@Arg('input', () => ContactSharingInput, { description: 'The settings to change.' }) input: ContactSharingInput, @Ctx() ctx: RequestContext) {
    return asResult(async () => Object.assign(new ContactSharingSaved(), {
      message: ctx.t('messages.contactSharingSaved'),
      settings: Object.assign(new ContactSharingType(), await ctx.services.contactSharing.update(ctx.em, ctx.viewer, { ...input })),
    }));
  }

  @Query(() => ContactViewPage, { description: "Which connections were shown the logged-in member's contact details, and when (newest first)." })
  async myContactViews(
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'Rows per page (at most 100).' }) limit?: number,
  ): Promise<ContactViewPage> {
    const result = await ctx.services.contactSharing.views(ctx.sql, ctx.viewer, page, limit);
    const relationships = await contactRelationships(ctx, info, 'items.member', result.items.map((r) => r.member.id));
    return Object.assign(new ContactViewPage(), result, {
      items: result.items.map((r) => Object.assign(new ContactViewEntry(), {
        member: otherMember(r.member, ctx.viewer, relationships?.get(r.member.id)), shownAt: r.shownAt, fields: r.fields as ContactFieldName[],
      })),
    });
  }
}

/** The member these fields resolve on, as a plain type: type-graphql would copy a class-typed root on every call. */
type ContactRoot = MemberView;

/**
 * A member's contact fields as the view holds them (the privacy service decided what it holds); a connection's
 * shared detail that an answer carries is noted for the owner's log (contact-shown.ts).
 */
@Resolver(() => MemberType)
export class ContactFieldsResolver {
  @FieldResolver()
  email(@Root() member: ContactRoot, @Ctx() ctx: RequestContext): string | null {
    noteShown(ctx, member, 'email');
    return member.email;
  }

  @FieldResolver()
  mobile(@Root() member: ContactRoot, @Ctx() ctx: RequestContext): string | null {
    noteShown(ctx, member, 'mobile');
    return member.mobile;
  }

  @FieldResolver()
  fatherMobile(@Root() member: ContactRoot, @Ctx() ctx: RequestContext): string | null {
    noteShown(ctx, member, 'fatherMobile');
    return member.fatherMobile;
  }

  @FieldResolver()
  address(@Root() member: ContactRoot, @Ctx() ctx: RequestContext): string | null {
    noteShown(ctx, member, 'address');
    return member.address;
  }
}
