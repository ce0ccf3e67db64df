/** The admin CLI's staff commands: the same functions as the console's staff screen, with no signed-in actor. */
import * as v from 'valibot';
import { emailField, staffRoles } from '../../../contract';
import { badRequest } from '../../http/api-error';
import type { Services } from '../../services';
import { grantStaffRole, revokeStaffRole, userIdByEmail } from './management';

const roleField = v.picklist(staffRoles, `Role must be one of ${staffRoles.join(', ')}`);

function parse<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw badRequest(result.issues[0].message);
  return result.output;
}

async function staffGrant(services: Services, args: string[]): Promise<string> {
  const [rawEmail, rawRole, ...rest] = args;
  if (rawEmail === undefined || rawRole === undefined || rest.length > 0)
    throw badRequest('staff-grant takes an email and a role');
  const member = await grantStaffRole(services, null, parse(emailField(), rawEmail), parse(roleField, rawRole));
  return `${member.email} is now ${member.role} staff. They set up their authenticator app at their first console sign-in.`;
}

async function staffRevoke(services: Services, args: string[]): Promise<string> {
  const [rawEmail, ...rest] = args;
  if (rawEmail === undefined || rest.length > 0) throw badRequest('staff-revoke takes an email');
  const userId = await userIdByEmail(services.db, parse(emailField(), rawEmail));
  const member = await revokeStaffRole(services, null, userId);
  return `${member.email} is no longer staff (was ${member.role}); their console sessions ended.`;
}

export const staffCommands = { 'staff-grant': staffGrant, 'staff-revoke': staffRevoke };
