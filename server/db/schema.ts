/**
 * Every table, gathered for drizzle's typed client and for drizzle-kit. Each module owns its
 * tables in `server/modules/<module>/schema.ts`; import them from there.
 */
import { emailCodes, refreshTokens, resetTokens, sessions } from '../modules/auth/schema';
import { files } from '../modules/file/schema';
import { kycSubmissions } from '../modules/kyc/schema';
import { universities } from '../modules/university/schema';
import { users } from '../modules/user/schema';

export { emailCodes, refreshTokens, resetTokens, sessions, files, kycSubmissions, universities, users };
export type { CodePurpose } from '../modules/auth/schema';
export type { FileVisibility } from '../modules/file/schema';

export const schema = { universities, users, emailCodes, sessions, refreshTokens, resetTokens, files, kycSubmissions };
