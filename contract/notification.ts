/**
 * In-app notifications: every order transition tells the other party here (and by e-mail).
 * GET /v1/notifications, POST /v1/notifications/read-all, POST /v1/notifications/{id}/read.
 */
import * as v from 'valibot';
import { queryInteger } from './listing';

export const notificationKinds = ['order', 'escrow', 'dispute', 'review', 'wallet', 'ticket', 'system', 'chat'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = v.object({
  id: v.string(),
  kind: v.picklist(notificationKinds),
  title: v.string(),
  body: v.string(),
  /** Where the notification leads in the app (an order's page), or null. */
  link: v.nullable(v.string()),
  readAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Notification = v.InferOutput<typeof notificationSchema>;

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /v1/notifications: newest first, with the unread count over all of them. */
export const notificationListQuerySchema = v.object({
  /** Only those older than this id's notification (the next page). */
  before: v.optional(v.pipe(v.string('Before must be a notification id'), v.uuid('Before must be a notification id'))),
  limit: queryInteger('Limit', 1, 50),
});
export type NotificationListQuery = v.InferInput<typeof notificationListQuerySchema>;
export const notificationListResponseSchema = v.object({
  data: v.array(notificationSchema),
  unreadCount: v.number(),
  hasMore: v.boolean(),
});
export type NotificationListResponse = v.InferOutput<typeof notificationListResponseSchema>;

/** POST /v1/notifications/read-all and /v1/notifications/{id}/read -> 200 with the new unread count. */
export const notificationReadResponseSchema = v.object({ data: v.object({ unreadCount: v.number() }) });
export type NotificationReadResponse = v.InferOutput<typeof notificationReadResponseSchema>;
