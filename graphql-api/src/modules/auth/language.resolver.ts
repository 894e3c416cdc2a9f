import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Language } from '@matrimony/schema';
import type { RequestContext } from '../../app/context.js';
import { AccountKind, LanguageEnum } from '../../common/language.js';

/** The language switch of both apps saves the choice on the account (docs/translations.md). */
@Resolver()
export class LanguageResolver {
  @Mutation(() => LanguageEnum, {
    description:
      "Saves the logged-in member's or executive's language (their screens and e-mails follow it) and returns it. " +
      'Without account: the member session if there is one, else the executive session.',
  })
  setPreferredLanguage(
    @Arg('language', () => LanguageEnum, { description: 'en or hi.' }) language: Language,
    @Ctx() ctx: RequestContext,
    @Arg('account', () => AccountKind, { nullable: true, description: 'Which session to change when the browser holds both.' }) account?: AccountKind | null,
  ): Promise<Language> {
    const kind = account ?? (ctx.viewer.memberId ? AccountKind.MEMBER : AccountKind.EXECUTIVE);
    return kind === AccountKind.MEMBER
      ? ctx.services.members.setPreferredLanguage(ctx.em, ctx.viewer, language)
      : ctx.services.executives.setPreferredLanguage(ctx.em, ctx.viewer, language);
  }
}
