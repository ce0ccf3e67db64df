import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './http/app-env';
import { jsonBodyGuard } from './http/body-guard';
import { controlCharacterGuard } from './http/control-character-guard';
import { accessLog, markingUnmatched } from './http/access-log';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { serverRequestId } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { DevMailbox } from './dev/mail/mailbox';
import { adminRoutes } from './modules/admin/routes';
import { staffAuthRoutes } from './modules/staff/auth-routes';
import { INTERNAL_BASE_PATH, internalRoutes } from './modules/admin/internal-routes';
import { authRoutes } from './modules/auth/routes';
import { fileRoutes, UPLOAD_PATH } from './modules/file/routes';
import { healthRoutes } from './modules/health/routes';
import { kycRoutes } from './modules/kyc/routes';
import { eventRoutes } from './modules/event/routes';
import { ticketOrganiserRoutes } from './modules/ticket/organiser-routes';
import { meListingRoutes, sellerRoutes } from './modules/listing/routes';
import { notificationRoutes } from './modules/notification/routes';
import { orderRoutes } from './modules/order/routes';
import { paymentWebhookRoutes } from './modules/order/webhook-routes';
import { paystackSandboxRoutes } from './dev/paystack/routes';
import { PAYSTACK_SANDBOX_PATH } from './modules/payment/settings';
import { catalogueWrites } from './modules/listing/read-cache';
import { devMailRoutes } from './dev/mail/routes';
import { productRoutes } from './modules/product/routes';
import { universityRoutes } from './modules/university/routes';
import { PROFILE_PHOTO_PATH, userRoutes } from './modules/user/routes';
import { walletRoutes } from './modules/wallet/routes';
import { ticketOrderRoutes } from './modules/ticket/routes';
import { supportRoutes } from './modules/support/routes';
import { settingsRoutes } from './modules/settings/routes';
import { chatRoutes } from './modules/chat/routes';
import { blockRoutes } from './modules/safety/blocks-routes';
import { reportRoutes } from './modules/safety/routes';
import { AppMetrics } from './metrics/metrics';
import { METRICS_PATH, metricsRoutes } from './metrics/routes';
import { createServices } from './services';
import type { AppDeps, Services } from './services';
import { mountStaticSite } from './ssr/static-site';
import { cataloguePageHead } from './modules/listing/pages';

export type { AppDeps } from './services';

function corsMiddleware(origins: string[]) {
  return cors({
    origin: origins.includes('*') ? '*' : (origin) => (origins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['X-Request-Id', 'Retry-After', 'ETag'],
    maxAge: 600,
  });
}

/**
 * Development routes under /v1/dev, mounted in demo mode only: the development mailbox (when
 * mail is not really sent). The payment sandbox has its own path, outside /v1.
 */
function demoRoutes(services: Services): Hono<AppEnv> {
  const dev = new Hono<AppEnv>();
  if (services.mailer instanceof DevMailbox) dev.route('/', devMailRoutes(services.mailer, services.db, services.logger));
  return dev;
}

/** The /v1 API (and, with config.staticDir, the web app) as a hono app. */
export function createApp(deps: AppDeps): Hono<AppEnv> & { services: Services } {
  const services = createServices(deps);
  const { config } = services;
  const app = new Hono<AppEnv>({ strict: false });

  app.use(serverRequestId());
  const metrics = new AppMetrics(services);
  app.use(
    accessLog({ logger: config.accessLog ? services.logger : undefined, record: (request) => metrics.observeRequest(request) }),
  );
  app.use(securityHeaders({ publicOrigin: config.publicOrigin, trustProxy: config.trustProxy }));
  app.use(controlCharacterGuard());
  if (config.corsOrigins.length > 0) app.use('/v1/*', corsMiddleware(config.corsOrigins));
  app.use('/v1/*', jsonBodyGuard(config.maxJsonBytes, [UPLOAD_PATH, PROFILE_PHOTO_PATH]));
  app.use('/v1/*', catalogueWrites(services.db));

  app.route('/v1/health', healthRoutes(services));
  app.route('/v1/auth', authRoutes(services));
  app.route('/v1/user', userRoutes(services));
  app.route('/v1/university', universityRoutes(services));
  app.route('/v1/kyc', kycRoutes(services));
  app.route('/v1/admin', adminRoutes(services));
  app.route('/v1/staff', staffAuthRoutes(services));
  app.route('/v1/file', fileRoutes(services));
  app.route('/v1/products', productRoutes(services));
  app.route('/v1/events', eventRoutes(services));
  app.route('/v1/events', ticketOrganiserRoutes(services));
  app.route('/v1/sellers', sellerRoutes(services));
  app.route('/v1/me', meListingRoutes(services));
  app.route('/v1/orders', orderRoutes(services));
  app.route('/v1/ticket-orders', ticketOrderRoutes(services));
  app.route('/v1/notifications', notificationRoutes(services));
  app.route('/v1/payments', paymentWebhookRoutes(services));
  app.route('/v1/wallet', walletRoutes(services));
  app.route('/v1/support', supportRoutes(services));
  app.route('/v1/me/settings', settingsRoutes(services));
  app.route('/v1/chats', chatRoutes(services));
  app.route('/v1/blocks', blockRoutes(services));
  app.route('/v1/reports', reportRoutes(services));
  // Production never mounts development routes, whatever mailer it was given.
  if (config.mode === 'demo') app.route('/v1/dev', demoRoutes(services));
  // The Paystack stand-in: demo mode only, so production can only ever pay through Paystack.
  if (config.mode === 'demo') app.route(PAYSTACK_SANDBOX_PATH, paystackSandboxRoutes(services));
  if (config.internalToken) app.route(INTERNAL_BASE_PATH, internalRoutes(services, config.internalToken));
  app.route(METRICS_PATH, metricsRoutes(services, metrics));
  if (config.staticDir) {
    mountStaticSite(app, config.staticDir, services.logger, cataloguePageHead(services));
  }

  app.notFound(markingUnmatched(notFoundHandler));
  app.onError(errorHandler(services.logger));
  return Object.assign(app, { services });
}
