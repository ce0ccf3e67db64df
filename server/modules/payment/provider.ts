/**
 * The Paystack adapter a running server uses: Paystack itself in production; in demo mode, the
 * sandbox this same server mounts, reached over HTTP at the address the server listens on (so the
 * adapter takes exactly the path it takes in production, headers, JSON and all).
 */
import type { Services } from '../../services';
import { PaymentProviderError, Paystack } from './paystack';
import { DEMO_PAYSTACK_SECRET_KEY, PAYSTACK_API_BASE_URL, PAYSTACK_SANDBOX_PATH } from './settings';

/** The address each app's server listens on (set once it listens); keyed by the app's services. */
const serverUrls = new WeakMap<Services, string>();
const adapters = new WeakMap<Services, Paystack>();

/** Called by whoever makes the app listen: `http://127.0.0.1:3001`. */
export function recordServerUrl(services: Services, url: string): void {
  serverUrls.set(services, url.replace(/\/+$/, ''));
  adapters.delete(services);
}

/** The address this app's server listens on, once it does (where its own routes are reached). */
export function ownServerUrl(services: Services): string | undefined {
  return serverUrls.get(services);
}

/** Where the adapter of these services sends its calls, or undefined while that is not known yet. */
export function paystackBaseUrl(services: Services): string | undefined {
  const { config } = services;
  if (config.paystack.baseUrl !== undefined) return config.paystack.baseUrl;
  // The published demo key is never sent to Paystack, whatever the mode says.
  if (config.mode === 'production' && config.paystack.secretKey !== DEMO_PAYSTACK_SECRET_KEY) return PAYSTACK_API_BASE_URL;
  if (config.mode === 'production') return undefined;
  const own = serverUrls.get(services);
  return own === undefined ? undefined : `${own}${PAYSTACK_SANDBOX_PATH}`;
}

/** The adapter for these services (one per app). */
export function paystackFor(services: Services): Paystack {
  const cached = adapters.get(services);
  if (cached) return cached;
  const baseUrl = paystackBaseUrl(services);
  if (baseUrl === undefined) {
    // Only a demo app that has not been made to listen (a test calling app.request) lands here.
    throw new PaymentProviderError(
      'network',
      'the payment sandbox is reached over HTTP: this app is not listening (recordServerUrl)',
    );
  }
  const adapter = new Paystack({ baseUrl, secretKey: services.config.paystack.secretKey });
  adapters.set(services, adapter);
  return adapter;
}
