import type { AccountType } from '../contract';

/** What /explore lists, and what a seller's listings show: products or event tickets. */
export type CatalogueType = 'products' | 'tickets';

const BUYER_DASHBOARD = '/dashboard';
const SELLER_DASHBOARD = '/seller/dashboard';

/** The base of a dashboard: buying ('/dashboard') or selling ('/seller/dashboard'). */
export type DashboardBase = typeof BUYER_DASHBOARD | typeof SELLER_DASHBOARD;

/** The route patterns of a dashboard's pages under its base. */
export function dashboardRoutePatterns<B extends DashboardBase>(base: B) {
  return {
    base,
    home: `${base}/home`,
    profile: `${base}/profile`,
    basicInformation: `${base}/profile/basic-information`,
    verification: `${base}/profile/verification`,
    settings: `${base}/settings`,
    notificationSettings: `${base}/settings/notification`,
    chatSettings: `${base}/settings/chat`,
    passwordSettings: `${base}/settings/password`,
    /** The people the student blocked, each with Unblock. */
    blockedPeople: `${base}/settings/blocked`,
    orders: `${base}/orders`,
    order: `${base}/orders/:id`,
    /** A ticket order with its QR tickets (the buyer's; listed under orders with type=tickets). */
    ticketOrder: `${base}/tickets/:id`,
    /** Checking guests in at one of the seller's events. */
    eventCheckIn: `${base}/events/:id/check-in`,
    chats: `${base}/chats`,
    chat: `${base}/chats/:id`,
    savedItems: `${base}/saved-items`,
    listings: `${base}/listings`,
    createListing: `${base}/listings/create`,
    editListing: `${base}/listings/:slug/edit`,
    wallet: `${base}/wallet`,
    helpCenter: `${base}/help-center`,
  } as const;
}

/**
 * The web app's addresses, each written once: what the route tables match (with `:params`).
 * Links and redirects use `paths`, built from these.
 */
export const routePatterns = {
  home: '/',
  explore: '/explore',
  product: '/product/:slug',
  ticket: '/ticket/:slug',
  ticketPurchase: '/ticket/purchase',
  /** Where the payment page sends a ticket buyer back: /ticket/purchase/return?reference={reference}. */
  ticketPurchaseReturn: '/ticket/purchase/return',
  checkout: '/checkout',
  /** Where the payment page sends the buyer back: /checkout/return?reference={payment reference}. */
  checkoutReturn: '/checkout/return',
  /** The spec's bare /seller: a signed-in seller's own public profile, anyone else the seller directory. */
  sellerEntry: '/seller',
  /** A seller's public profile. Static paths under /seller (the seller dashboard) rank above it. */
  sellerProfile: '/seller/:id',
  contactUs: '/contact-us',
  terms: '/terms-and-condition',
  privacy: '/privacy',
  howItWorks: '/how-it-works',
  about: '/about',
  /** What may not be sold on Kampus, and what happens to a listing that looks like it. */
  prohibitedItems: '/prohibited-items',
  users: '/users',
  login: '/login',
  register: '/register',
  forgotPassword: '/forget-password',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  kyc: '/kyc',
  dashboard: dashboardRoutePatterns(BUYER_DASHBOARD),
  sellerDashboard: dashboardRoutePatterns(SELLER_DASHBOARD),
} as const;

/** A pattern with its `:params` filled in, each value URL-encoded. */
export function fill(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The addresses of a dashboard's pages; `order(id)`, `ticketOrder(id)`, `eventCheckIn(id)`, `chat(id)`, `createListing(type)` and `editListing(type, slug)` build theirs. */
export function dashboardPaths<B extends DashboardBase>(base: B) {
  const pattern = dashboardRoutePatterns(base);
  return {
    ...pattern,
    order: (id: string | number) => fill(pattern.order, { id }),
    ticketOrder: (id: string) => fill(pattern.ticketOrder, { id }),
    eventCheckIn: (id: string) => fill(pattern.eventCheckIn, { id }),
    chat: (id: string | number) => fill(pattern.chat, { id }),
    createListing: (type?: CatalogueType) => (type ? `${pattern.createListing}?type=${type}` : pattern.createListing),
    /** The form that edits one of the seller's listings: /seller/dashboard/listings/{slug}/edit?type=tickets. */
    editListing: (type: CatalogueType, slug: string) => `${fill(pattern.editListing, { slug })}?type=${type}`,
  };
}

export type DashboardPaths = ReturnType<typeof dashboardPaths>;

export interface ExploreQuery {
  type?: CatalogueType;
  /** The search text; blank text searches nothing. */
  search?: string;
}

/** /explore, with `type` and the trimmed `search` text when given: /explore?type=tickets&search=party. */
function explore({ type, search }: ExploreQuery = {}): string {
  const text = search?.trim();
  const query = [type && `type=${type}`, text && `search=${encodeURIComponent(text)}`].filter(Boolean).join('&');
  return query ? `${routePatterns.explore}?${query}` : routePatterns.explore;
}

/** Where links and redirects go: the app's addresses, and builders for those with parameters. */
export const paths = {
  home: routePatterns.home,
  explore,
  product: (slug: string) => fill(routePatterns.product, { slug }),
  ticket: (slug: string) => fill(routePatterns.ticket, { slug }),
  ticketPurchase: routePatterns.ticketPurchase,
  checkout: routePatterns.checkout,
  /** /checkout?product={slug}&quantity={n}: buying `quantity` units of one product. */
  productCheckout: (slug: string, quantity: number) =>
    `${routePatterns.checkout}?product=${encodeURIComponent(slug)}&quantity=${Math.max(1, Math.floor(quantity))}`,
  /** /checkout/return?reference={reference}: the page that waits for the order's payment to be confirmed. */
  checkoutReturn: (reference: string) => `${routePatterns.checkoutReturn}?reference=${encodeURIComponent(reference)}`,
  /** /ticket/purchase/return?reference={reference}: waits for the ticket order's payment to be confirmed. */
  ticketPurchaseReturn: (reference: string) => `${routePatterns.ticketPurchaseReturn}?reference=${encodeURIComponent(reference)}`,
  /** /ticket/purchase?event={slug}: choosing tickets for one event. */
  eventTicketPurchase: (slug: string) => `${routePatterns.ticketPurchase}?event=${encodeURIComponent(slug)}`,
  /** /seller: a signed-in seller's own profile, anyone else the seller directory. */
  sellerEntry: routePatterns.sellerEntry,
  /** A seller's public profile: /seller/{id}. */
  sellerProfile: (id: string) => fill(routePatterns.sellerProfile, { id }),
  contactUs: routePatterns.contactUs,
  terms: routePatterns.terms,
  privacy: routePatterns.privacy,
  howItWorks: routePatterns.howItWorks,
  about: routePatterns.about,
  prohibitedItems: routePatterns.prohibitedItems,
  users: routePatterns.users,
  login: routePatterns.login,
  /** /login?next={path}: after logging in, the visitor comes back to `next` (a path on this site). */
  loginThen: (next: string) => `${routePatterns.login}?next=${encodeURIComponent(next)}`,
  register: routePatterns.register,
  forgotPassword: routePatterns.forgotPassword,
  verifyEmail: routePatterns.verifyEmail,
  resetPassword: routePatterns.resetPassword,
  kyc: routePatterns.kyc,
  /** /kyc/individual or /kyc/brand. */
  kycFlow: (accountType: AccountType) => `${routePatterns.kyc}/${accountType}`,
  dashboard: dashboardPaths(BUYER_DASHBOARD),
  sellerDashboard: dashboardPaths(SELLER_DASHBOARD),
} as const;
