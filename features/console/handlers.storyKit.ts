/** MSW handlers for the console shell's stories: who is signed in, the sign-in, staff management. */
import { http, type RequestHandler } from 'msw';
import type { StaffGrantBody, StaffRole, StaffSecondFactorBody, StaffSignInBody } from '../../contract';
import { fail, ok, pending } from '../../stories/msw/respond';
import {
  sampleCode,
  sampleCredentials,
  sampleEnrolChallenge,
  sampleEnrolled,
  sampleSecondFactor,
  sampleStaffList,
  sampleVerifyChallenge,
  staffMe,
} from './fixtures';

export const serverMessages = {
  wrongPassword: 'Invalid email or password',
};

/** GET /v1/admin/me answering the staff member of `role`. */
export const meAs = (role: StaffRole): RequestHandler => http.get('/v1/admin/me', () => ok(staffMe(role)));

/** GET /v1/admin/me refused: 401 with the server's sentence, or 404 for a student. */
export const meRefused = (status: 401 | 404, message: string): RequestHandler =>
  http.get('/v1/admin/me', () => fail(status, message));

export const meLoading: RequestHandler = http.get('/v1/admin/me', () => pending());

/** POST /v1/staff/sign-in: the sample credentials get `step`'s challenge; anything else the login's 400. */
export function signInHandler(step: 'verify' | 'enrol' = 'verify') {
  const bodies: StaffSignInBody[] = [];
  const handler = http.post('/v1/staff/sign-in', async ({ request }) => {
    const body = (await request.json()) as StaffSignInBody;
    bodies.push(body);
    if (body.email !== sampleCredentials.email || body.password !== sampleCredentials.password)
      return fail(400, serverMessages.wrongPassword);
    return ok(step === 'enrol' ? sampleEnrolChallenge : sampleVerifyChallenge);
  });
  return { handler, bodies };
}

/** POST /v1/staff/second-factor: the sample code (or `recoveryCode`) passes; `answer` overrides. */
export function secondFactorHandler(options: { recoveryCode?: string; answer?: () => Response | Promise<Response> } = {}) {
  const bodies: StaffSecondFactorBody[] = [];
  const handler = http.post('/v1/staff/second-factor', async ({ request }) => {
    const body = (await request.json()) as StaffSecondFactorBody;
    bodies.push(body);
    if (options.answer) return options.answer();
    if (body.challenge === sampleEnrolChallenge.challenge && body.code === sampleCode) return ok(sampleEnrolled);
    if (body.code === sampleCode) return ok(sampleSecondFactor);
    if (options.recoveryCode && body.recoveryCode === options.recoveryCode) return ok(sampleSecondFactor);
    return body.recoveryCode
      ? fail(400, 'That recovery code is not right or was used before.', {
          recoveryCode: 'That recovery code is not right or was used before.',
        })
      : fail(400, 'That code is not right. Check your authenticator app and try again.', {
          code: 'That code is not right. Check your authenticator app and try again.',
        });
  });
  return { handler, bodies };
}

/** GET /v1/admin/staff with the sample list. */
export const staffListHandler = (members = sampleStaffList): RequestHandler => http.get('/v1/admin/staff', () => ok(members));

/** POST /v1/admin/staff granting as asked (`answer` overrides), recording each body. */
export function grantHandler(answer?: () => Response | Promise<Response>) {
  const bodies: StaffGrantBody[] = [];
  const handler = http.post('/v1/admin/staff', async ({ request }) => {
    const body = (await request.json()) as StaffGrantBody;
    bodies.push(body);
    if (answer) return answer();
    const known = sampleStaffList.find((member) => member.email === body.email);
    return ok({
      id: known?.id ?? 'user-new-1',
      email: body.email,
      firstname: known?.firstname ?? 'Chidi',
      lastname: known?.lastname ?? 'Eze',
      role: body.role,
      secondFactorEnrolled: known?.secondFactorEnrolled ?? false,
    });
  });
  return { handler, bodies };
}

/** DELETE /v1/admin/staff/:id (`answer` overrides), recording the ids. */
export function revokeHandler(answer?: () => Response | Promise<Response>) {
  const ids: string[] = [];
  const handler = http.delete('/v1/admin/staff/:id', ({ params }) => {
    ids.push(String(params.id));
    return answer ? answer() : ok({ message: 'Staff role revoked.' });
  });
  return { handler, ids };
}
