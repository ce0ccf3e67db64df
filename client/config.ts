import { createCookieStore } from './cookieStore';
import type { TokenStore } from './tokenStore';

export interface ClientConfig {
  /** Where the /v1 API lives: '/v1' (same origin) or an absolute URL for a separate API host. */
  baseUrl: string;
  /** Where the session's access token is kept: a cookie by default. */
  store: TokenStore;
  /** Called once a session could not be renewed and has been cleared; the app sends the user to /login. */
  onSessionExpired: (message: string) => void;
}

function baseUrlFromEnv(): string {
  const fromEnv: unknown = import.meta.env.VITE_API_BASE;
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv : '/v1';
}

let config: ClientConfig = {
  baseUrl: baseUrlFromEnv(),
  store: createCookieStore(),
  onSessionExpired: () => {},
};

/** Changes the given settings and keeps the others. Call it before the app first renders. */
export function configureClient(changes: Partial<ClientConfig>): void {
  config = {
    baseUrl: changes.baseUrl ?? config.baseUrl,
    store: changes.store ?? config.store,
    onSessionExpired: changes.onSessionExpired ?? config.onSessionExpired,
  };
}

export function clientConfig(): Readonly<ClientConfig> {
  return config;
}
