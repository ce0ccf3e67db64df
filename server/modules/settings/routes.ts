import { Hono } from 'hono';
import { chatSettingsSchema, notificationSettingsSchema } from '../../../contract';
import type { ChatSettingsResponse, NotificationSettingsResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { chatSettings, notificationSettings } from './queries';
import { saveChatSettings, saveNotificationSettings } from './save';

/** /v1/me/settings: the signed-in user's notification and chat settings. */
export function settingsRoutes(services: Services) {
  const { db, clock } = services;

  return new Hono<AppEnv>()
    .use(requireUser(services))
    .get('/notifications', async (c) => {
      const body: NotificationSettingsResponse = { data: await notificationSettings(db, c.get('auth').userId) };
      return c.json(body);
    })
    .put('/notifications', validate('json', notificationSettingsSchema), async (c) => {
      const body: NotificationSettingsResponse = {
        data: await saveNotificationSettings(db, c.get('auth').userId, c.req.valid('json'), clock.now()),
      };
      return c.json(body);
    })
    .get('/chat', async (c) => {
      const body: ChatSettingsResponse = { data: await chatSettings(db, c.get('auth').userId) };
      return c.json(body);
    })
    .put('/chat', validate('json', chatSettingsSchema), async (c) => {
      const body: ChatSettingsResponse = {
        data: await saveChatSettings(db, c.get('auth').userId, c.req.valid('json'), clock.now()),
      };
      return c.json(body);
    });
}
