/** The buyer's contact details as both purchases' forms hold them: every value text, the university its id ('' for none). */
import * as v from 'valibot';
import type { CurrentUser } from '../../../contract';

export type ContactField = 'firstname' | 'lastname' | 'email' | 'phone' | 'universityId' | 'address' | 'landmark';
export type ContactValues = Record<ContactField, string>;

/** The contact fields in screen order (the first with an error takes the focus). */
export const contactFields = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'universityId',
  'address',
  'landmark',
] as const satisfies readonly ContactField[];

/** The form's values, as typed, before the order's own rules check them. */
export const contactEntries = {
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  phone: v.string(),
  universityId: v.string(),
  address: v.string(),
  landmark: v.string(),
};

/** The typed values trimmed; no university chosen reads as absent, so the rules say '… is a required field'. */
export function trimContact(values: ContactValues) {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    universityId: values.universityId === '' ? undefined : values.universityId,
    address: values.address.trim(),
    landmark: values.landmark.trim(),
  };
}

/** The form's first values: the signed-in buyer's name, e-mail and phone where known, and this university. */
export function contactOf(user: CurrentUser | undefined, universityId: number | undefined): ContactValues {
  return {
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    universityId: universityId === undefined ? '' : String(universityId),
    address: '',
    landmark: '',
  };
}
