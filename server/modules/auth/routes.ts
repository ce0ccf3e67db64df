import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  emailOnlyBodySchema,
  loginBodySchema,
  refreshTokenBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
  verifyResetCodeBodySchema,
} from '../../../contract';
import type { MessageResponse, RegisterResponse, ResetTokenResponse, TokenPairResponse } from '../../../contract';
import { randomToken, sha256 } from '../../crypto/tokens';
import { isUniqueViolation } from '../../db/database';
import { resetTokens, users } from '../../db/schema';
import { ApiError, badRequest, conflict, invalidField, tooManyRequests, waitPhrase } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { clientAddress } from '../../http/client-address';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { CodeMail } from './code-mail';
import { wrongCode } from './email-codes';
import { Sessions } from './sessions';
import { findUserByEmail } from './users-by-email';

const message = (text: string): MessageResponse => ({ data: { message: text } });

/** /v1/auth: registration, email verification, login, sessions and password reset. */
export function authRoutes(services: Services) {
  const { db, clock, passwords, limiters, config, tasks } = services;
  const codeMail = new CodeMail(services);
  const sessions = new Sessions(services);
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.trustProxy);

  return new Hono<AppEnv>()
    .post('/register', validate('json', registerBodySchema), async (c) => {
      const { firstname, lastname, email, password } = c.req.valid('json');
      const address = addressOf(c);
      const wait = limiters.codeMailsPerAddress.retryAfterMs(address);
      if (wait > 0) throw tooManyRequests(`Too many sign-ups from your network. Try again ${waitPhrase(wait)}.`, wait);
      const duplicate = () => conflict('An account with this email already exists. Log in instead.');
      if (await findUserByEmail(db, email)) throw duplicate();

      const passwordHash = await passwords.hash(password);
      const now = clock.now();
      const created = await db
        .insert(users)
        .values({ email, passwordHash, firstname, lastname, createdAt: now, updatedAt: now })
        .returning({ id: users.id })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? duplicate() : error;
        });
      const id = created[0]?.id;
      if (!id) throw new Error('user insert returned no row');
      codeMail.count('verify_email', email, address);
      await codeMail.send({ id, email, firstname }, 'verify_email');
      const body: RegisterResponse = {
        data: { email, message: 'Registration successful. We sent a 6-digit code to your email.' },
      };
      return c.json(body, 201);
    })

    .post('/verify-email', validate('json', verifyEmailBodySchema), async (c) => {
      const { email, code } = c.req.valid('json');
      const user = await findUserByEmail(db, email);
      if (!user) throw wrongCode();
      if (user.emailVerifiedAt) return c.json(message('Your email is already verified. You can log in.'));
      await codeMail.codes.consume(user.id, 'verify_email', code);
      const now = clock.now();
      await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      return c.json(message('Email verified successfully'));
    })

    .post('/resend-code', validate('json', emailOnlyBodySchema), async (c) => {
      const { email } = c.req.valid('json');
      codeMail.admit('verify_email', email, addressOf(c));
      const user = await findUserByEmail(db, email);
      if (user && !user.emailVerifiedAt) await codeMail.send(user, 'verify_email');
      return c.json(message('If this email is waiting for verification, a new code is on its way.'));
    })

    .post('/login', validate('json', loginBodySchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const address = addressOf(c);
      const wait = Math.max(
        limiters.loginFailuresPerAccount.retryAfterMs(email),
        limiters.loginFailuresPerAddress.retryAfterMs(address),
      );
      if (wait > 0) throw tooManyRequests(`Too many failed login attempts. Try again ${waitPhrase(wait)}.`, wait);

      const user = await findUserByEmail(db, email);
      const valid = user ? await passwords.verify(user.passwordHash, password) : await passwords.verifyAgainstNothing(password);
      if (!user || !valid) {
        limiters.loginFailuresPerAccount.hit(email);
        limiters.loginFailuresPerAddress.hit(address);
        throw badRequest('Invalid email or password');
      }
      limiters.loginFailuresPerAccount.reset(email);
      if (!user.emailVerifiedAt) {
        if (codeMail.waitMs('verify_email', email, address) === 0) {
          codeMail.count('verify_email', email, address);
          await codeMail.send(user, 'verify_email');
        }
        throw new ApiError(401, 'Please verify your email first. We sent a code to your inbox.');
      }
      const body: TokenPairResponse = { data: await sessions.start(user) };
      return c.json(body);
    })

    .post('/refresh-token', validate('json', refreshTokenBodySchema), async (c) => {
      const body: TokenPairResponse = { data: await sessions.rotate(c.req.valid('json').refreshToken) };
      return c.json(body);
    })

    .post('/logout', validate('json', refreshTokenBodySchema), async (c) => {
      await sessions.end(c.req.valid('json').refreshToken);
      return c.json(message('You are logged out'));
    })

    .post('/forgot-password', validate('json', emailOnlyBodySchema), async (c) => {
      const { email } = c.req.valid('json');
      codeMail.admit('reset_password', email, addressOf(c));
      // Looked up after answering, so the answer's timing says nothing about the account.
      tasks.run('forgot-password', async () => {
        const user = await findUserByEmail(db, email);
        if (user) await codeMail.send(user, 'reset_password');
      });
      return c.json(message('If an account exists for this email, we sent a code to reset the password.'));
    })

    .post('/verify-reset-code', validate('json', verifyResetCodeBodySchema), async (c) => {
      const { email, code } = c.req.valid('json');
      const user = await findUserByEmail(db, email);
      if (!user) throw wrongCode();
      await codeMail.codes.consume(user.id, 'reset_password', code);
      const resetToken = randomToken();
      const now = clock.now();
      await db.insert(resetTokens).values({
        userId: user.id,
        tokenHash: sha256(resetToken),
        expiresAt: new Date(now.getTime() + config.resetTokenTtlMs),
        createdAt: now,
      });
      const body: ResetTokenResponse = { data: { resetToken } };
      return c.json(body);
    })

    .post('/reset-password', validate('json', resetPasswordBodySchema), async (c) => {
      const { resetToken, password } = c.req.valid('json');
      const passwordHash = await passwords.hash(password);
      const now = clock.now();
      const [spent] = await db
        .update(resetTokens)
        .set({ usedAt: now })
        .where(and(eq(resetTokens.tokenHash, sha256(resetToken)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)))
        .returning({ userId: resetTokens.userId });
      if (!spent) throw invalidField('resetToken', 'This reset request has expired or was already used. Request a new code.');
      // The mailed code proved the mailbox, so an unverified account becomes verified too.
      const [account] = await db
        .update(users)
        .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
        .where(eq(users.id, spent.userId))
        .returning({ email: users.email });
      await sessions.endAll(spent.userId);
      if (account) limiters.loginFailuresPerAccount.reset(account.email);
      return c.json(message('Your password has been reset. You can log in with the new one.'));
    });
}
