/**
 * The routes of the spec (section 2) in the site shell: public pages, KYC and both dashboards.
 * Screens that later issues build render ComingSoon until then. This table is itself loaded
 * lazily (see ../AppRoutes), and each feature when a route first needs it, so a first visit
 * downloads only what its page uses (checked by `npm run bench:web`).
 */
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { GuestLanding } from '../guards/GuestLanding';
import { RequireAuth } from '../guards/RequireAuth';
import { ComingSoon } from '../pages/ComingSoon';
import { NotFound } from '../pages/NotFound';
import { lazyRoute } from './lazyRoute';

const shell = () => import('../../features/shell');
const account = () => import('../../features/account');
const kyc = () => import('../../features/kyc');
const landing = () => import('../../features/landing');

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

const BUYER = '/dashboard';
const SELLER = '/seller/dashboard';

/** The pages both dashboards share, under their own base path. */
function dashboardPages(base: string): RouteObject[] {
  return [
    { index: true, element: <Navigate to="profile" replace /> },
    {
      path: 'home',
      ...lazyRoute(async () => (base === SELLER ? (await shell()).SellerDashboardHome : (await shell()).DashboardHome)),
    },
    {
      path: 'profile',
      ...lazyRoute(async () => {
        const { ProfileSectionLayout } = await shell();
        return function ProfileSection() {
          return <ProfileSectionLayout base={base} />;
        };
      }),
      children: [
        { index: true, ...lazyRoute(async () => (await account()).ProfileScreen) },
        { path: 'basic-information', ...lazyRoute(async () => (await account()).ProfileScreen) },
        { path: 'verification', ...lazyRoute(async () => (await account()).VerificationScreen) },
      ],
    },
    {
      path: 'settings',
      ...lazyRoute(async () => {
        const { SettingsSectionLayout } = await shell();
        return function SettingsSection() {
          return <SettingsSectionLayout base={base} />;
        };
      }),
      children: [
        { index: true, element: <ComingSoon title="Notification settings" /> },
        soon('notification', 'Notification settings'),
        soon('chat', 'Chat settings'),
        { path: 'password', ...lazyRoute(async () => (await account()).PasswordSettingsScreen) },
      ],
    },
    soon('orders', 'Orders'),
    soon('orders/:id', 'Order details'),
    soon('chats', 'Chats'),
    soon('chats/:id', 'Chat'),
    base === SELLER ? soon('listings', 'Listings') : soon('saved-items', 'Saved items'),
    ...(base === SELLER ? [soon('listings/create', 'Create a listing')] : []),
    soon('wallet', 'Wallet'),
    soon('help-center', 'Help center'),
    { path: '*', element: <NotFound /> },
  ];
}

const landingRoute: RouteObject = {
  index: true,
  ...lazyRoute(async () => {
    const { LandingScreen } = await landing();
    return function Landing() {
      return (
        <GuestLanding>
          <LandingScreen />
        </GuestLanding>
      );
    };
  }),
};

const protectedRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    {
      path: 'kyc',
      ...lazyRoute(async () => (await kyc()).KycGate),
      children: [
        { index: true, ...lazyRoute(async () => (await kyc()).KycChooserScreen) },
        { path: 'brand', ...lazyRoute(async () => (await kyc()).BrandKycScreen) },
        { path: 'individual', ...lazyRoute(async () => (await kyc()).IndividualKycScreen) },
      ],
    },
    {
      path: BUYER.slice(1),
      ...lazyRoute(async () => (await shell()).DashboardLayout),
      children: dashboardPages(BUYER),
    },
    {
      path: SELLER.slice(1),
      ...lazyRoute(async () => (await kyc()).SellerGate),
      children: [{ ...lazyRoute(async () => (await shell()).SellerDashboardLayout), children: dashboardPages(SELLER) }],
    },
  ],
};

/** The pages in the site shell (header and footer), with SWR's settings for their data. */
const siteRoutes: RouteObject = {
  ...lazyRoute(async () => (await import('../providers/DataLayer')).default),
  children: [
    {
      ...lazyRoute(async () => (await shell()).SiteLayout),
      children: [
        landingRoute,
        soon('explore', 'Explore products and events'),
        soon('product/:slug', 'Product details'),
        soon('ticket/purchase', 'Buy tickets'),
        soon('ticket/:slug', 'Event details'),
        soon('checkout', 'Checkout'),
        soon('seller', 'Seller profile'),
        soon('contact-us', 'Contact us'),
        soon('terms-and-condition', 'Terms & Conditions'),
        soon('privacy', 'Privacy Policy'),
        soon('how-it-works', 'How it works'),
        soon('about', 'About Kampus'),
        soon('users', 'Users'),
        protectedRoutes,
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
};

/** Every page but the auth pages, matched below the top-level routes (see ../AppRoutes). */
export default function SiteRoutes() {
  return useRoutes([siteRoutes]);
}
