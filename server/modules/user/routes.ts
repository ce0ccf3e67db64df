import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { changePasswordBodySchema, deleteAccountBodySchema, updateUserBodySchema } from '../../../contract';
import type { CurrentUserResponse, MessageResponse } from '../../../contract';
import { users } from '../../db/schema';
import { invalidField } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { clientAddress } from '../../http/client-address';
import { validate } from '../../http/validate';
import { passwordChangedMail } from '../../mail/templates';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { refuseCommonPassword } from '../auth/common-passwords';
import { reservePasswordCheck } from '../auth/login-throttle';
import { clearRefreshCookie, isBrowser, sessionResponse } from '../auth/refresh-cookie';
import { Sessions } from '../auth/sessions';
import { currentUserLoader } from './current-user';
import { deleteAccount } from './delete-account';

/** /v1/user: the signed-in user's profile and password, and deleting the account. */
export function userRoutes(services: Services) {
  const { db, clock, config, passwords, logger, mailer, tasks, universities } = services;
  const sessions = new Sessions(services);
  const loadCurrentUser = currentUserLoader(services);

  return (
    new Hono<AppEnv>()
      .use(requireUser(services))
      // The guard already loaded the account with the session check: no second query.
      .get('/', async (c) => {
        const { id, firstname, lastname, email, universityId, phone, kycStatus, role } = c.get('user');
        const body: CurrentUserResponse = {
          data: {
            id,
            firstname,
            lastname,
            email,
            university: await universities.nameOf(universityId),
            universityId,
            phone,
            kycStatus,
            role,
          },
        };
        return c.json(body);
      })

      .patch('/', validate('json', updateUserBodySchema), async (c) => {
        const { userId } = c.get('auth');
        const { firstname, lastname, university, phone } = c.req.valid('json');
        if (typeof university === 'number' && !(await universities.nameOf(university))) {
          throw invalidField('university', 'University must be chosen from the list');
        }
        await db
          .update(users)
          .set({ firstname, lastname, universityId: university, phone, updatedAt: clock.now() })
          .where(eq(users.id, userId));
        const body: CurrentUserResponse = { data: await loadCurrentUser(userId) };
        return c.json(body);
      })

      // Ends every session, this one included, and answers a fresh one (its refresh token in the
      // cookie for browsers) that keeps this session's choice to be remembered.
      .post('/password', validate('json', changePasswordBodySchema), async (c) => {
        const user = c.get('user');
        const { currentPassword, newPassword } = c.req.valid('json');
        refuseCommonPassword(newPassword, 'newPassword');
        const address = clientAddress(c, config.trustProxy);
        const attempt = reservePasswordCheck(services, 'password_change', user.email, address);

        const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
        if (!stored || !(await passwords.verify(stored.passwordHash, currentPassword))) {
          attempt.failed();
          logSecurityEvent(logger, 'password_change_failed', { userId: user.id, address });
          throw invalidField('currentPassword', 'Current password is incorrect');
        }
        attempt.succeeded();
        const passwordHash = await passwords.hash(newPassword);
        await db.update(users).set({ passwordHash, updatedAt: clock.now() }).where(eq(users.id, user.id));
        await sessions.endAll(user.id, 'password_changed');
        const session = await sessions.start(user, { persistent: user.persistent });
        logSecurityEvent(logger, 'password_changed', { userId: user.id, address });
        const mail = passwordChangedMail(user.email, user.firstname, 'changed', config.publicOrigin);
        tasks.run('password change notice', () => mailer.send(mail));
        return c.json(sessionResponse(c, config, session, isBrowser(c) ? 'cookie' : 'body'));
      })

      .delete('/', validate('json', deleteAccountBodySchema), async (c) => {
        await deleteAccount(services, c.get('user'), c.req.valid('json').password, clientAddress(c, config.trustProxy));
        if (isBrowser(c)) clearRefreshCookie(c, config);
        const body: MessageResponse = { data: { message: 'Your account has been deleted.' } };
        return c.json(body);
      })
  );
}
