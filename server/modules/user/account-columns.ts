import { users } from './schema';

/** The account as GET /v1/user shows it, read by the session's query and by the profile's own. */
export const accountColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  universityId: users.universityId,
  phone: users.phone,
  kycStatus: users.kycStatus,
  role: users.role,
  photoPath: users.photoPath,
  about: users.about,
};
