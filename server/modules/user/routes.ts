import { Hono } from 'hono';
import * as v from 'valibot';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  profilePhotoCropSchema,
  updateUserBodySchema,
} from '../../../contract';
import type { CurrentUserResponse, MessageResponse } from '../../../contract';
import { badRequest, invalidField } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { clientAddress } from '../../http/client-address';
import { validate } from '../../http/validate';
import { passwordChangedMail } from '../../mail/templates';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { refuseCommonPassword } from '../auth/common-passwords';
import { reservePasswordCheck } from '../auth/login-throttle';
import { setPassword } from '../auth/passwords';
import { passwordHashOf } from '../auth/queries';
import { clearRefreshCookie, isBrowser, sessionResponse } from '../auth/refresh-cookie';
import { Sessions } from '../auth/sessions';
import { currentUserLoader } from './current-user';
import { deleteAccount } from './delete-account';
import { detectImageType } from '../file/image-type';
import { uploadLimiter } from '../file/limits';
import { readUploadForm, uploadBodyLimit } from '../file/upload-form';
import { removeProfilePhoto, setProfilePhoto } from './photo';
import { profilePhotoOf } from './photo-view';
import { updateProfile } from './update-profile';

export const PROFILE_PHOTO_PATH = '/v1/user/photo';

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
        await updateProfile(db, userId, { firstname, lastname, universityId: university, phone, about }, clock.now());
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

        const storedHash = await passwordHashOf(db, user.id);
        if (!storedHash || !(await passwords.verify(storedHash, currentPassword))) {
          attempt.failed();
          logSecurityEvent(logger, 'password_change_failed', { userId: user.id, address });
          throw invalidField('currentPassword', 'Current password is incorrect');
        }
        await attempt.succeeded();
        const passwordHash = await passwords.hash(newPassword);
        await setPassword(db, user.id, passwordHash, clock.now());
        await sessions.endAll(user.id, 'password_changed');
        const session = await sessions.start(user, { persistent: user.persistent });
        logSecurityEvent(logger, 'password_changed', { userId: user.id, address });
        const mail = passwordChangedMail(user.email, user.firstname, 'changed', config.publicOrigin);
        tasks.run('password change notice', () => mailer.send(mail));
        return c.json(sessionResponse(c, config, session, isBrowser(c) ? 'cookie' : 'body'));
      })

      .put('/photo', uploadLimiter(services, 'user-photo'), uploadBodyLimit(config.maxUploadBytes), async (c) => {
        const { form, bytes } = await readUploadForm(c, config.maxUploadBytes, 'photo');
        const crop = readCrop(form);
        const { userId } = c.get('auth');
        await setProfilePhoto(services, userId, {
          bytes,
          type: await detectImageType(bytes),
          originalName: 'profile-photo',
          crop,
        });
        const body: CurrentUserResponse = { data: await loadCurrentUser(userId) };
        return c.json(body);
      })

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
