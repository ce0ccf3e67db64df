/**
 * Where the payment provider is and how Kampus signs in to it. Imports nothing, so the server's
 * configuration can use it without a cycle.
 */

/** Paystack's API; production always talks to it. */
export const PAYSTACK_API_BASE_URL = 'https://api.paystack.co';

/**
 * The secret key of the sandbox in demo mode. Published on purpose: the sandbox moves no real
 * money, and production refuses to start without its own PAYSTACK_SECRET_KEY.
 */
export const DEMO_PAYSTACK_SECRET_KEY = 'sk_test_kampus_demo_sandbox_0000000000000000';

/** Where this server mounts the Paystack-compatible sandbox (demo mode only). */
export const PAYSTACK_SANDBOX_PATH = '/sandbox/paystack';

/** Where the sandbox delivers its webhooks on this server, unless told otherwise. */
export const PAYSTACK_WEBHOOK_PATH = '/v1/payments/paystack/webhook';

export interface PaystackConfig {
  /** The secret key: the bearer token of every call and the key of every webhook signature. */
  secretKey: string;
  /**
   * The API's base URL. Unset means the mode's default: Paystack itself in production, this
   * server's own sandbox in demo mode (reached at the address the server listens on).
   */
  baseUrl: string | undefined;
}
