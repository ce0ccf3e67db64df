import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { changePasswordBodySchema, updateUserBodySchema } from '../../../contract';
import type { CurrentUserResponse, TokenPairResponse } from '../../../contract';
import { users } from '../../db/schema';
import { invalidField, tooManyRequests, waitPhrase } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { Sessions } from '../auth/sessions';
import { currentUserLoader } from './current-user';

/** /v1/user: the signed-in user's profile and password. */
export function userRoutes(services: Services) {
  const { db, clock, passwords, limiters } = services;
  const sessions = new Sessions(services);
  const loadCurrentUser = currentUserLoader(services);

  return new Hono<AppEnv>()
    .use(requireUser(services.accessTokens))
    .get('/', async (c) => {
      const body: CurrentUserResponse = { data: await loadCurrentUser(c.get('auth').userId) };
      return c.json(body);
    })

    .patch('/', validate('json', updateUserBodySchema), async (c) => {
      const { userId } = c.get('auth');
      const { firstname, lastname, university, phone } = c.req.valid('json');
      if (typeof university === 'number' && !(await services.universities.nameOf(university))) {
        throw invalidField('university', 'University must be chosen from the list');
      }
      await db
        .update(users)
        .set({ firstname, lastname, universityId: university, phone, updatedAt: clock.now() })
        .where(eq(users.id, userId));
      const body: CurrentUserResponse = { data: await loadCurrentUser(userId) };
      return c.json(body);
    })

    .post('/password', validate('json', changePasswordBodySchema), async (c) => {
      const { userId } = c.get('auth');
      const { currentPassword, newPassword } = c.req.valid('json');
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw invalidField('currentPassword', 'Current password is incorrect');
      const wait = limiters.loginFailuresPerAccount.retryAfterMs(user.email);
      if (wait > 0) throw tooManyRequests(`Too many wrong passwords. Try again ${waitPhrase(wait)}.`, wait);
      if (!(await passwords.verify(user.passwordHash, currentPassword))) {
        limiters.loginFailuresPerAccount.hit(user.email);
        throw invalidField('currentPassword', 'Current password is incorrect');
      }
      const passwordHash = await passwords.hash(newPassword);
      await db.update(users).set({ passwordHash, updatedAt: clock.now() }).where(eq(users.id, userId));
      await sessions.endAll(userId);
      const body: TokenPairResponse = { data: await sessions.start(user) };
      return c.json(body);
    });
}
