import { Hono } from 'hono';
import { notificationListQuerySchema } from '../../../contract';
import type { NotificationListResponse, NotificationReadResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { notificationsOfUser } from './queries';
import { markAllNotificationsRead, markNotificationRead } from './read';

/** /v1/notifications: the signed-in user's in-app notifications. */
export function notificationRoutes(services: Services) {
  const { db, clock } = services;

  return new Hono<AppEnv>()
    .use(requireUser(services))
    .get('/', validate('query', notificationListQuerySchema), async (c) => {
      const body: NotificationListResponse = await notificationsOfUser(db, c.get('auth').userId, c.req.valid('query'));
      return c.json(body);
    })
    .post('/read-all', async (c) => {
      const body: NotificationReadResponse = {
        data: { unreadCount: await markAllNotificationsRead(db, c.get('auth').userId, clock.now()) },
      };
      return c.json(body);
    })
    .post('/:id/read', async (c) => {
      const body: NotificationReadResponse = {
        data: { unreadCount: await markNotificationRead(db, c.get('auth').userId, c.req.param('id'), clock.now()) },
      };
      return c.json(body);
    });
}
