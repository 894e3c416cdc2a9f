import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver, createUnionType } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { RefusedError, asResult } from '../../common/graphql-errors.js';
import { otherMember } from '../relationship/member-views.js';
import { contactRelationships } from '../contact-sharing/contact-shown.js';
import {
  NotificationKind, NotificationPage, NotificationSettingsInput, NotificationSettingsSaved, NotificationSettingsType, NotificationType,
  NotificationsRead, ReportOutcome,
} from './notification.types.js';

export const MarkNotificationsReadResult = createUnionType({
  name: 'MarkNotificationsReadResult',
  description: 'markNotificationsRead outcome.',
  types: () => [NotificationsRead, RefusedError] as const,
});

export const UpdateNotificationSettingsResult = createUnionType({
  name: 'UpdateNotificationSettingsResult',
  description: 'updateNotificationSettings outcome.',
  types: () => [NotificationSettingsSaved, RefusedError] as const,
});

/** The notification bell and the member's e-mail settings (docs/product.md, 'Interact'). */
@Resolver()
export class NotificationResolver {
  @Query(() => NotificationPage, { description: "The logged-in member's notifications, newest first." })
  async myNotifications(
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'Rows per page (at most 100).' }) limit?: number,
  ): Promise<NotificationPage> {
    const result = await ctx.services.notifications.list(ctx.sql, ctx.viewer, page, limit);
    const relationships = await contactRelationships(ctx, info, 'items.member', result.items.flatMap((n) => (n.otherMember ? [n.otherMember.id] : [])));
    return Object.assign(new NotificationPage(), result, {
      items: result.items.map((n) => Object.assign(new NotificationType(), {
        id: n.id,
        kind: n.kind as NotificationKind,
        createdAt: n.createdAt,
        read: !!n.readAt,
        member: n.otherMember ? otherMember(n.otherMember, ctx.viewer, relationships?.get(n.otherMember.id)) : null,
        subjectId: n.subjectId,
        outcome: (n.outcome as ReportOutcome | null) ?? null,
      })),
    });
  }

  @Query(() => Int, { description: "How many of the logged-in member's notifications are unread (the bell's badge)." })
  unreadNotificationCount(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.notifications.unreadCount(ctx.sql, ctx.viewer);
  }

  @Mutation(() => MarkNotificationsReadResult, { description: 'Marks notifications as read: the given ones, or all when ids is left out.' })
  markNotificationsRead(
    @Ctx() ctx: RequestContext,
    @Arg('ids', () => [ID], { nullable: true, description: 'Notification ids; all unread ones when left out.' }) ids?: string[] | null,
  ) {
    return asResult(async () => Object.assign(new NotificationsRead(), {
      message: ctx.t('messages.notificationsRead'),
      count: await ctx.services.notifications.markRead(ctx.em, ctx.viewer, ids),
    }));
  }

  @Query(() => NotificationSettingsType, { description: "The logged-in member's notification e-mail settings." })
  async myNotificationSettings(@Ctx() ctx: RequestContext): Promise<NotificationSettingsType> {
    return Object.assign(new NotificationSettingsType(), await ctx.services.notifications.settings(ctx.em, ctx.viewer));
  }

  @Mutation(() => UpdateNotificationSettingsResult, { description: 'Turns notification e-mails on or off (each e-mail also has a one-click unsubscribe link).' })
  updateNotificationSettings(
    @Arg('input', () => NotificationSettingsInput, { description: 'The settings to change.' }) input: NotificationSettingsInput,
    @Ctx() ctx: RequestContext,
  ) {
    return asResult(async () => Object.assign(new NotificationSettingsSaved(), {
      message: ctx.t('messages.notificationSettingsSaved'),
      settings: Object.assign(new NotificationSettingsType(), await ctx.services.notifications.updateSettings(ctx.em, ctx.viewer, { ...input })),
    }));
  }
}
