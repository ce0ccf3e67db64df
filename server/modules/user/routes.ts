import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  fileTooLargeMessage,
  profilePhotoCropSchema,
  updateUserBodySchema,
} from '../../../contract';
import type { CurrentUserResponse, MessageResponse } from '../../../contract';
import { users } from '../../db/schema';
import { ApiError, badRequest, invalidField } from '../../http/api-error';
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
import { detectImageType } from '../file/image-type';
import { uploadLimiter } from '../file/limits';
import { removeProfilePhoto, setProfilePhoto } from './photo';
import { profilePhotoOf } from './photo-view';

export const PROFILE_PHOTO_PATH = '/v1/user/photo';
/** Room for the multipart envelope (and the crop fields) around a picture of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const tooLarge = () => new ApiError(413, fileTooLargeMessage, { file: fileTooLargeMessage });

/** The crop fields of the photo form, as numbers; a missing or bad one is a 400 on its field. */
function readCrop(form: FormData) {
  const fields = { x: form.get('x'), y: form.get('y'), size: form.get('size') };
  const result = v.safeParse(profilePhotoCropSchema, {
    x: fields.x ?? undefined,
    y: fields.y ?? undefined,
    size: fields.size ?? undefined,
  });
  if (result.success) return result.output;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? 'size';
    errors[key] ??= issue.message;
  }
  throw badRequest(Object.values(errors)[0] ?? 'The crop is not valid', errors);
}

/** /v1/user: the signed-in user's profile and password, and deleting the account. */
export function userRoutes(services: Services) {
  const { db, clock, config, passwords, logger, mailer, tasks, universities } = services;
  const sessions = new Sessions(services);
  const loadCurrentUser = currentUserLoader(services);
  const admitUpload = uploadLimiter(services, 'user-photo');

  return (
    new Hono<AppEnv>()
      .use(requireUser(services))
      // The guard already loaded the account with the session check: no second query.
      .get('/', async (c) => {
        const { id, firstname, lastname, email, universityId, phone, kycStatus, role, photoPath, about } = c.get('user');
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
            avatar: profilePhotoOf(photoPath),
            about,
          },
        };
        return c.json(body);
      })

      .patch('/', validate('json', updateUserBodySchema), async (c) => {
        const { userId } = c.get('auth');
        const { firstname, lastname, university, phone, about } = c.req.valid('json');
        if (typeof university === 'number' && !(await universities.nameOf(university))) {
          throw invalidField('university', 'University must be chosen from the list');
        }
        await db
          .update(users)
          .set({ firstname, lastname, universityId: university, phone, about, updatedAt: clock.now() })
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
        const attempt = await reservePasswordCheck(services, 'password_change', user.email, address);

        const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
        if (!stored || !(await passwords.verify(stored.passwordHash, currentPassword))) {
          attempt.failed();
          logSecurityEvent(logger, 'password_change_failed', { userId: user.id, address });
          throw invalidField('currentPassword', 'Current password is incorrect');
        }
        await attempt.succeeded();
        const passwordHash = await passwords.hash(newPassword);
        await db.update(users).set({ passwordHash, updatedAt: clock.now() }).where(eq(users.id, user.id));
        await sessions.endAll(user.id, 'password_changed');
        const session = await sessions.start(user, { persistent: user.persistent });
        logSecurityEvent(logger, 'password_changed', { userId: user.id, address });
        const mail = passwordChangedMail(user.email, user.firstname, 'changed', config.publicOrigin);
        tasks.run('password change notice', () => mailer.send(mail));
        return c.json(sessionResponse(c, config, session, isBrowser(c) ? 'cookie' : 'body'));
      })

      .put(
        '/photo',
        async (c, next) => {
          await admitUpload(c.get('auth').userId);
          await next();
        },
        // Refuses by Content-Length before reading, or stops reading once the count passes.
        bodyLimit({
          maxSize: config.maxUploadBytes + MULTIPART_OVERHEAD_BYTES,
          onError: () => {
            throw tooLarge();
          },
        }),
        async (c) => {
          const form = await c.req.formData().catch(() => {
            throw badRequest('Send the photo as multipart/form-data in a field named file', { file: 'File is a required field' });
          });
          const file = form.get('file');
          if (!(file instanceof File)) throw invalidField('file', 'File is a required field');
          if (file.size > config.maxUploadBytes) throw tooLarge();
          if (file.size === 0) throw invalidField('file', 'The file is empty');
          const crop = readCrop(form);
          const bytes = new Uint8Array(await file.arrayBuffer());
          const { userId } = c.get('auth');
          await setProfilePhoto(services, userId, {
            bytes,
            type: await detectImageType(bytes),
            originalName: 'profile-photo',
            crop,
          });
          const body: CurrentUserResponse = { data: await loadCurrentUser(userId) };
          return c.json(body);
        },
      )

      .delete('/photo', async (c) => {
        const { userId } = c.get('auth');
        await removeProfilePhoto(services, userId);
        const body: CurrentUserResponse = { data: await loadCurrentUser(userId) };
        return c.json(body);
      })

      .delete('/', validate('json', deleteAccountBodySchema), async (c) => {
        await deleteAccount(services, c.get('user'), c.req.valid('json').password, clientAddress(c, config.trustProxy));
        if (isBrowser(c)) clearRefreshCookie(c, config);
        const body: MessageResponse = { data: { message: 'Your account has been deleted.' } };
        return c.json(body);
      })
  );
}
