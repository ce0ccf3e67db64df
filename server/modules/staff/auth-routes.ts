import { Hono } from 'hono';
import { isStaffRole, staffSecondFactorBodySchema, staffSignInBodySchema } from '../../../contract';
import type { StaffSecondFactorResponse, StaffSignInResponse } from '../../../contract';
import { badRequest } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { clientAddress } from '../../http/client-address';
import { validate } from '../../http/validate';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { emailLogFields } from '../auth/log-fields';
import { reservePasswordCheck } from '../auth/login-throttle';
import { findUserByEmail } from '../auth/queries';
import { isBrowser, sessionResponse } from '../auth/refresh-cookie';
import { Sessions } from '../auth/sessions';
import { beginStaffSignIn, completeSecondFactor } from './sign-in';

/** /v1/staff: the console's sign-in, a password and then a second factor. */
export function staffAuthRoutes(services: Services) {
  const { db, passwords, config, logger } = services;
  const sessions = new Sessions(services);

  return (
    new Hono<AppEnv>()
      // Anyone but staff with the right password gets the student login's wrong-password answer
      // (and costs the same hash), so the console does not tell who is staff.
      .post('/sign-in', validate('json', staffSignInBodySchema), async (c) => {
        const { email, password } = c.req.valid('json');
        const address = clientAddress(c, config.trustProxy);
        const attempt = await reservePasswordCheck(services, 'login', email, address);
        const user = await findUserByEmail(db, email);
        const valid = user ? await passwords.verify(user.passwordHash, password) : await passwords.verifyAgainstNothing(password);
        if (!user || !valid || !isStaffRole(user.role)) {
          attempt.failed();
          const account = !user ? 'unknown' : isStaffRole(user.role) ? 'staff' : 'not-staff';
          logSecurityEvent(logger, 'login_failed', {
            ...emailLogFields(config.codePepper, email),
            address,
            account,
            console: true,
          });
          throw badRequest('Invalid email or password');
        }
        await attempt.succeeded();
        const body: StaffSignInResponse = { data: await beginStaffSignIn(services, user) };
        return c.json(body);
      })

      // A console session is not remembered past the browser: its refresh cookie is a session cookie.
      .post('/second-factor', validate('json', staffSecondFactorBodySchema), async (c) => {
        const address = clientAddress(c, config.trustProxy);
        const { user, method, recoveryCodes } = await completeSecondFactor(services, c.req.valid('json')).catch(
          (error: unknown) => {
            logSecurityEvent(logger, 'staff_second_factor_failed', {
              address,
              reason: error instanceof Error ? error.message : 'error',
            });
            throw error;
          },
        );
        const session = await sessions.start(user, { persistent: false, secondFactor: true });
        logSecurityEvent(logger, 'staff_signed_in', { userId: user.id, sessionId: session.sessionId, method, address });
        const { data } = sessionResponse(c, config, session, isBrowser(c) ? 'cookie' : 'body');
        const body: StaffSecondFactorResponse = { data: recoveryCodes ? { ...data, recoveryCodes } : data };
        return c.json(body);
      })
  );
}
