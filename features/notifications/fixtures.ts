/** Typed sample notifications, as GET /v1/notifications sends them. */
import type { Notification, NotificationListResponse } from '../../contract';

const HOUR = 60 * 60 * 1000;

/** Three notifications, two unread, received 2 hours, a day and 3 days before `now`. */
export function sampleNotifications(now = Date.now()): Notification[] {
  const at = (ms: number) => new Date(now - ms).toISOString();
  return [
    {
      id: '7d1e4c1a-5b7a-4f0e-9a51-0b8c3f6d2a01',
      kind: 'order',
      title: 'Order accepted',
      body: 'Tunde accepted your order for the HP EliteBook 840 G5. Your payment is safe in escrow.',
      link: '/dashboard/orders/3f0c9b8e-2a44-4d1b-8f57-6c1d2e3f4a51',
      readAt: null,
      createdAt: at(2 * HOUR),
    },
    {
      id: '7d1e4c1a-5b7a-4f0e-9a51-0b8c3f6d2a02',
      kind: 'order',
      title: 'New order',
      body: 'Chioma ordered your mini fridge (1 unit). Accept or decline it within 24 hours.',
      link: '/seller/dashboard/orders/5a2b7c9d-1e3f-4a6b-9c8d-7e6f5a4b3c21',
      readAt: null,
      createdAt: at(26 * HOUR),
    },
    {
      id: '7d1e4c1a-5b7a-4f0e-9a51-0b8c3f6d2a03',
      kind: 'escrow',
      title: 'Escrow released',
      body: 'The payment for your Unilag Freshers Party ticket has been released to the seller.',
      link: null,
      readAt: at(70 * HOUR),
      createdAt: at(72 * HOUR),
    },
  ];
}

/** GET /v1/notifications's whole answer for a list. */
export function notificationList(data: Notification[], hasMore = false): NotificationListResponse {
  return { data, unreadCount: data.filter((notification) => notification.readAt === null).length, hasMore };
}
