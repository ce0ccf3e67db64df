export { configureClient, clientConfig, type ClientConfig } from './config';
export {
  ACCESS_TOKEN_KEY,
  LEGACY_REFRESH_TOKEN_KEY,
  SESSION_MODE_KEY,
  createMemoryStore,
  type SessionPersistence,
  createTokenStore,
  type StoredSession,
  type TokenBackend,
  type TokenStore,
} from './tokenStore';
export { COOKIE_MAX_AGE_SECONDS, createCookieStore, type CookieStoreOptions } from './cookieStore';
export { createLocalStorageStore } from './localStorageStore';
export {
  endSession,
  getSession,
  isAuthenticated,
  RenderedSessionContext,
  startSession,
  subscribeSession,
  useSession,
} from './session';
export {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  isAbort,
  NETWORK_ERROR_MESSAGE,
  readError,
  SESSION_EXPIRED_MESSAGE,
  type ApiErrorDetails,
} from './errors';
export { useMutation, type Mutation, type MutationResult } from './useMutation';
export { api, http, type RequestOptions } from './http';
export { sendForm, uploadFile, type UploadedFile, type UploadOptions } from './upload';
export { toApiPath, type ApiKey } from './path';
export { apiFetcher, swrConfig, useApi } from './swr';
export { InitialDataContext, readInitialData, useInitialData, type InitialData } from './initialData';
export { CURRENT_USER_KEY, useCurrentUser, useCurrentUserCache, type CurrentUserCache } from './data/currentUser';
export { UNIVERSITIES_KEY, useUniversities } from './data/universities';
export { checkForm, type FormCheck, type FormErrors } from './forms/checkForm';
export { errorMessage, serverFieldErrors } from './forms/serverErrors';
export { useForm, type FormOptions } from './forms/useForm';
export { useUnmountSignal } from './forms/useUnmountSignal';
export { goToPaymentPage, useLeaveForPayment } from './paymentPage';
export {
  dashboardPaths,
  dashboardRoutePatterns,
  paths,
  routePatterns,
  type CatalogueType,
  type DashboardBase,
  type DashboardPaths,
  type ExploreQuery,
} from './paths';
export { CONSOLE_BASE, consolePaths, consoleRoutePatterns, type DisputeKindSlug } from './consolePaths';
