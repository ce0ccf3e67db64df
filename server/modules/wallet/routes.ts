import { Hono } from 'hono';
import type { WalletResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import type { Services } from '../../services';
import { walletBalances } from './queries';

/** /v1/wallet: the signed-in user's balances. */
export function walletRoutes(services: Services) {
  return new Hono<AppEnv>().use(requireUser(services)).get('/', async (c) => {
    const body: WalletResponse = { data: await walletBalances(services.db, c.get('auth').userId) };
    return c.json(body);
  });
}
