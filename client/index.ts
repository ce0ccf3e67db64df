export { configureClient, clientConfig, type ClientConfig } from './config';
export {
  SESSION_MODE_KEY,
  TOKEN_KEYS,
  createMemoryStore,
  type SessionPersistence,
  createTokenStore,
  type TokenBackend,
  type TokenStore,
  type Tokens,
} from './tokenStore';
export { COOKIE_MAX_AGE_SECONDS, createCookieStore, type CookieStoreOptions } from './cookieStore';
export { createLocalStorageStore } from './localStorageStore';
export { endSession, getSession, isAuthenticated, startSession, subscribeSession, useSession } from './session';
export { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, type ApiErrorDetails } from './errors';
export { api, http, type RequestOptions } from './http';
export { uploadFile, type UploadedFile, type UploadOptions } from './upload';
export { toApiPath, type ApiKey } from './path';
export { apiFetcher, swrConfig, useApi } from './swr';
