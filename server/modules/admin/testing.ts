import type { TokenPair } from '../../../contract';
import { uniqueEmail } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from './commands';

/** A new administrator (made with the CLI's create-admin), signed in. */
export async function signInAdmin(t: TestApp): Promise<{ email: string; accessToken: string }> {
  const email = uniqueEmail('admin');
  await runAdminCommand(t.services, 'create-admin', [email, 'admin-password-1']);
  const login = await t.request<{ data: TokenPair }>('POST', '/v1/auth/login', { json: { email, password: 'admin-password-1' } });
  if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
  return { email, accessToken: login.body.data.accessToken };
}
