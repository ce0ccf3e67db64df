import type { Context } from 'hono';
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
import { SUSPENDED_SIGN_IN } from '../../../contract';
import type { MessageResponse, RegisterResponse, ResetTokenResponse } from '../../../contract';
import { ApiError, badRequest, forbidden, invalidField, tooManyRequests, waitPhrase } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { clientAddress } from '../../http/client-address';
import { validate } from '../../http/validate';
import { accountExistsMail, passwordChangedMail } from '../../mail/templates';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { CodeMail } from './code-mail';
import { refuseCommonPassword } from './common-passwords';
import { noLiveCode, wrongCode } from './email-codes';
import { emailLogFields } from './log-fields';
import { forgiveLoginFailures, reservePasswordCheck } from './login-throttle';
import { issueResetToken, setPassword, spendResetToken } from './passwords';
import { findUserByEmail } from './queries';
import { assertOwnOrigin, clearRefreshCookie, isBrowser, readRefreshCookie, sessionResponse } from './refresh-cookie';
import { createAccount, markEmailVerified } from './register';
import { sessionExpired, Sessions } from './sessions';

const message = (text: string): MessageResponse => ({ data: { message: text } });

/** /v1/auth: registration, email verification, login, sessions and password reset. */
export function authRoutes(services: Services) {
  const { db, clock, passwords, limiters, config, tasks, mailer, logger } = services;
  const codeMail = new CodeMail(services);
  const sessions = new Sessions(services);
  const addressOf = (c: Context<AppEnv>) => clientAddress(c, config.trustProxy);
  const logEmail = (email: string) => emailLogFields(config.codePepper, email);

  /** Tells the owner of a taken address about the attempt, at most as often as code mails go. */
  const noticeExistingAccount = async (email: string) => {
    if (!(await codeMail.tryCountForAccount('account_exists', email))) return;
    const owner = await findUserByEmail(db, email);
    if (owner) await mailer.send(accountExistsMail(owner.email, owner.firstname, config.publicOrigin));
  };

  return (
    new Hono<AppEnv>()
      // A taken email answers exactly like a new one (and costs the same hash), so that sign-up
      // does not tell strangers who has an account; the owner is told by mail instead.
      .post('/register', validate('json', registerBodySchema), async (c) => {
        const { firstname, lastname, email, password } = c.req.valid('json');
        refuseCommonPassword(password, 'password');
        const address = addressOf(c);
        // Counted before the hash, so parallel sign-ups cannot outrun the limit.
        const wait = await limiters.codeMailsPerAddress.take(address);
        if (wait > 0) {
          logSecurityEvent(logger, 'registration_throttled', { address, retryAfterSeconds: Math.ceil(wait / 1000) });
          throw tooManyRequests(`Too many sign-ups from your network. Try again ${waitPhrase(wait)}.`, wait);
        }
        await codeMail.countForAccount('verify_email', email);

        const passwordHash = await passwords.hash(password);
        const created = await createAccount(db, { email, passwordHash, firstname, lastname }, clock.now());
        if (created) tasks.run('verification code', () => codeMail.send({ id: created.id, email, firstname }, 'verify_email'));
        else tasks.run('account-exists notice', () => noticeExistingAccount(email));
        const body: RegisterResponse = {
          data: { email, message: 'Registration successful. We sent a 6-digit code to your email.' },
        };
        return c.json(body, 201);
      })

      .post('/verify-email', validate('json', verifyEmailBodySchema), async (c) => {
        const { email, code } = c.req.valid('json');
        const user = await findUserByEmail(db, email);
        const outcome = await codeMail.codes.consume({ email, userId: user?.id }, 'verify_email', code);
        if (!user) throw wrongCode();
        if (outcome === 'spent-before') {
          if (user.emailVerifiedAt) return c.json(message('Your email is already verified. You can log in.'));
          throw noLiveCode();
        }
        await markEmailVerified(db, user.id, clock.now());
        return c.json(message('Email verified successfully'));
      })

      .post('/resend-code', validate('json', emailOnlyBodySchema), async (c) => {
        const { email } = c.req.valid('json');
        await codeMail.admit('verify_email', email, addressOf(c));
        const user = await findUserByEmail(db, email);
        if (user && !user.emailVerifiedAt) await codeMail.send(user, 'verify_email');
        return c.json(message('If this email is waiting for verification, a new code is on its way.'));
      })

      .post('/login', validate('json', loginBodySchema), async (c) => {
        const { email, password, remember } = c.req.valid('json');
        const address = addressOf(c);
        const attempt = await reservePasswordCheck(services, 'login', email, address);

        const user = await findUserByEmail(db, email);
        const valid = user ? await passwords.verify(user.passwordHash, password) : await passwords.verifyAgainstNothing(password);
        if (!user || !valid) {
          attempt.failed();
          logSecurityEvent(logger, 'login_failed', { ...logEmail(email), address, account: user ? 'known' : 'unknown' });
          throw badRequest('Invalid email or password');
        }
        await attempt.succeeded();
        // Told only to someone who knows the password, so it reveals nothing to a stranger.
        if (user.suspendedAt) throw forbidden(SUSPENDED_SIGN_IN);
        if (!user.emailVerifiedAt) {
          if (await codeMail.tryCount('verify_email', email, address)) await codeMail.send(user, 'verify_email');
          throw new ApiError(401, 'Please verify your email first. We sent a code to your inbox.');
        }
        const session = await sessions.start(user, { persistent: remember });
        logSecurityEvent(logger, 'login_succeeded', { userId: user.id, sessionId: session.sessionId, address });
        return c.json(sessionResponse(c, config, session, isBrowser(c) ? 'cookie' : 'body'));
      })

      // A token sent in the body is answered in the body; the cookie's is answered in the cookie.
      .post('/refresh-token', validate('json', refreshTokenBodySchema), async (c) => {
        const fromBody = c.req.valid('json').refreshToken;
        if (fromBody) return c.json(sessionResponse(c, config, await sessions.rotate(fromBody), 'body'));
        const fromCookie = readRefreshCookie(c);
        if (!fromCookie) throw sessionExpired();
        assertOwnOrigin(c, config);
        return c.json(sessionResponse(c, config, await sessions.rotate(fromCookie), 'cookie'));
      })

      .post('/logout', validate('json', refreshTokenBodySchema), async (c) => {
        const fromBody = c.req.valid('json').refreshToken;
        const fromCookie = readRefreshCookie(c);
        if (fromCookie) assertOwnOrigin(c, config);
        for (const token of new Set([fromBody, fromCookie])) if (token) await sessions.end(token, 'logout');
        if (fromCookie || isBrowser(c)) clearRefreshCookie(c, config);
        return c.json(message('You are logged out'));
      })

      .post('/forgot-password', validate('json', emailOnlyBodySchema), async (c) => {
        const { email } = c.req.valid('json');
        await codeMail.admit('reset_password', email, addressOf(c));
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
        const outcome = await codeMail.codes.consume({ email, userId: user?.id }, 'reset_password', code);
        if (!user) throw wrongCode();
        if (outcome === 'spent-before') throw noLiveCode();
        const resetToken = await issueResetToken(db, user.id, clock.now(), config.resetTokenTtlMs);
        const body: ResetTokenResponse = { data: { resetToken } };
        return c.json(body);
      })

      .post('/reset-password', validate('json', resetPasswordBodySchema), async (c) => {
        const { resetToken, password } = c.req.valid('json');
        refuseCommonPassword(password, 'password');
        const now = clock.now();
        // The token is spent before the hash, so made-up tokens cost no hashing.
        const userId = await spendResetToken(db, resetToken, now);
        if (!userId) throw invalidField('resetToken', 'This reset request has expired or was already used. Request a new code.');
        const passwordHash = await passwords.hash(password);
        // The mailed code proved the mailbox, so an unverified account becomes verified too.
        const account = await setPassword(db, userId, passwordHash, now, { verifiesEmail: true });
        await sessions.endAll(userId, 'password_reset');
        if (account) {
          const address = addressOf(c);
          await forgiveLoginFailures(limiters, account.email, address);
          logSecurityEvent(logger, 'password_reset', { userId, address });
          const mail = passwordChangedMail(account.email, account.firstname, 'reset', config.publicOrigin);
          tasks.run('password reset notice', () => mailer.send(mail));
        }
        return c.json(message('Your password has been reset. You can log in with the new one.'));
      })
  );
}
