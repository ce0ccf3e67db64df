/**
 * The app's routes in the site shell: public pages, KYC and both dashboards. This table is
 * itself loaded lazily (see ../AppRoutes), and each feature when a route first needs it, so a first visit
 * downloads only what its page uses (checked by `npm run bench:web`). The data layer and the
 * shell, which every page here shows, come with the table: one download rather than three, and
 * what they import is not repeated in the features' own chunks.
 */
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { dashboardRoutePatterns, paths, routePatterns, type DashboardBase } from '../../client';
import { GuestLanding } from '../guards/GuestLanding';
import { RequireAuth } from '../guards/RequireAuth';
import { SellerEntry } from '../guards/SellerEntry';
import {
  DashboardHome,
  DashboardLayout,
  ProfileSectionLayout,
  SellerDashboardHome,
  SellerDashboardLayout,
  SettingsSectionLayout,
  SiteLayout,
} from '../../features/shell';
import { NotFound } from '../pages/NotFound';
import DataLayer from '../providers/DataLayer';
import { lazyRoute, preloadMatchedRoutes } from './lazyRoute';

const account = () => import('../../features/account');
const kyc = () => import('../../features/kyc');
const landing = () => import('../../features/landing');
const catalogue = () => import('../../features/catalogue');
const kycGates = () => import('../guards/KycGate');
const product = () => import('../../features/product');
const events = () => import('../../features/events');
const sellers = () => import('../../features/sellers');
const listings = () => import('../../features/listings');
const saved = () => import('../../features/saved');
const orders = () => import('../../features/orders');
const checkout = () => import('../../features/checkout');
const tickets = () => import('../../features/tickets');
const support = () => import('../../features/support');
const info = () => import('../../features/info');
const chats = () => import('../../features/chats');

const SELLER = paths.sellerDashboard.base;

/** The pages both dashboards share, under their own base path. */
function dashboardPages(base: DashboardBase): RouteObject[] {
  const page = dashboardRoutePatterns(base);
  return [
    { index: true, element: <Navigate to={page.profile} replace /> },
    { path: page.home, element: base === SELLER ? <SellerDashboardHome /> : <DashboardHome /> },
    {
      path: page.profile,
      element: <ProfileSectionLayout base={base} />,
      children: [
        { index: true, ...lazyRoute(async () => (await account()).ProfileScreen) },
        { path: page.basicInformation, ...lazyRoute(async () => (await account()).ProfileScreen) },
        { path: page.verification, ...lazyRoute(async () => (await account()).VerificationScreen) },
      ],
    },
    {
      path: page.settings,
      element: <SettingsSectionLayout base={base} />,
      children: [
        { index: true, ...lazyRoute(async () => (await account()).NotificationSettingsScreen) },
        { path: page.notificationSettings, ...lazyRoute(async () => (await account()).NotificationSettingsScreen) },
        { path: page.chatSettings, ...lazyRoute(async () => (await account()).ChatSettingsScreen) },
        { path: page.passwordSettings, ...lazyRoute(async () => (await account()).PasswordSettingsScreen) },
        { path: page.blockedPeople, ...lazyRoute(async () => (await account()).BlockedPeopleScreen) },
      ],
    },
    {
      path: page.orders,
      ...lazyRoute(async () => {
        if (base === SELLER) {
          const { OrdersScreen } = await orders();
          return function Orders() {
            return <OrdersScreen role="seller" />;
          };
        }
        // The buyer's orders page also lists their ticket orders, under 'Tickets'.
        const [{ OrdersScreen }, TicketOrdersList] = await Promise.all([orders(), (await tickets()).loadTicketOrdersList()]);
        return function Orders() {
          return <OrdersScreen role="buyer" ticketOrders={<TicketOrdersList />} />;
        };
      }),
    },
    ...(base === SELLER ? [] : [{ path: page.ticketOrder, ...lazyRoute(async () => (await tickets()).loadTicketOrderScreen()) }]),
    {
      path: page.order,
      ...lazyRoute(async () => {
        const { OrderDetailScreen } = await orders();
        return function Order() {
          return <OrderDetailScreen role={base === SELLER ? 'seller' : 'buyer'} />;
        };
      }),
    },
    {
      path: page.chats,
      ...lazyRoute(async () => {
        const { ChatsScreen } = await chats();
        return function Chats() {
          return <ChatsScreen dashboard={base === SELLER ? 'seller' : 'buyer'} />;
        };
      }),
    },
    {
      path: page.chat,
      ...lazyRoute(async () => {
        const { ChatThreadScreen } = await chats();
        return function Chat() {
          return <ChatThreadScreen dashboard={base === SELLER ? 'seller' : 'buyer'} />;
        };
      }),
    },
    base === SELLER
      ? { path: page.listings, ...lazyRoute(async () => (await listings()).ListingsScreen) }
      : { path: page.savedItems, ...lazyRoute(async () => (await saved()).loadSavedItemsScreen()) },
    ...(base === SELLER
      ? [
          { path: page.createListing, ...lazyRoute(async () => (await listings()).CreateListingScreen) },
          { path: page.editListing, ...lazyRoute(async () => (await listings()).EditListingScreen) },
          { path: page.eventCheckIn, ...lazyRoute(async () => (await import('../../features/checkin')).CheckInScreen) },
        ]
      : []),
    {
      path: page.wallet,
      ...lazyRoute(async () => {
        const { WalletScreen } = await import('../../features/wallet');
        return function Wallet() {
          return <WalletScreen dashboard={base === SELLER ? 'seller' : 'buyer'} />;
        };
      }),
    },
    { path: page.helpCenter, ...lazyRoute(async () => (await support()).HelpCenterScreen) },
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
      path: routePatterns.kyc,
      ...lazyRoute(async () => (await kycGates()).KycGate),
      children: [
        { index: true, ...lazyRoute(async () => (await kyc()).KycChooserScreen) },
        { path: paths.kycFlow('brand'), ...lazyRoute(async () => (await kyc()).BrandKycScreen) },
        { path: paths.kycFlow('individual'), ...lazyRoute(async () => (await kyc()).IndividualKycScreen) },
      ],
    },
    {
      path: routePatterns.dashboard.base,
      element: <DashboardLayout />,
      children: dashboardPages(routePatterns.dashboard.base),
    },
    {
      path: routePatterns.sellerDashboard.base,
      ...lazyRoute(async () => (await kycGates()).SellerGate),
      children: [
        {
          element: <SellerDashboardLayout />,
          children: dashboardPages(routePatterns.sellerDashboard.base),
        },
      ],
    },
  ],
};

/** The pages in the site shell (header and footer), with SWR's settings for their data. */
const siteRoutes: RouteObject = {
  element: <DataLayer />,
  children: [
    {
      element: <SiteLayout />,
      children: [
        landingRoute,
        { path: routePatterns.explore, ...lazyRoute(async () => (await catalogue()).loadExploreScreen()) },
        {
          path: routePatterns.product,
          ...lazyRoute(async () => {
            const { ProductScreen } = await product();
            return function Product() {
              return <ProductScreen notFound={<NotFound />} />;
            };
          }),
        },
        { path: routePatterns.ticketPurchase, ...lazyRoute(async () => (await checkout()).loadTicketPurchaseScreen()) },
        {
          path: routePatterns.ticket,
          ...lazyRoute(async () => {
            const { EventScreen } = await events();
            return function Event() {
              return <EventScreen notFound={<NotFound />} />;
            };
          }),
        },
        {
          // Buying needs an account: a guest logs in and comes back here.
          element: <RequireAuth />,
          children: [
            { path: routePatterns.checkout, ...lazyRoute(async () => (await checkout()).loadCheckoutScreen()) },
            { path: routePatterns.checkoutReturn, ...lazyRoute(async () => (await checkout()).loadCheckoutReturnScreen()) },
            {
              path: routePatterns.ticketPurchaseReturn,
              ...lazyRoute(async () => (await checkout()).loadTicketPurchaseReturnScreen()),
            },
          ],
        },
        { path: routePatterns.sellerEntry, element: <SellerEntry /> },
        {
          path: routePatterns.sellerProfile,
          ...lazyRoute(async () => {
            const { SellerProfileScreen } = await sellers();
            return function SellerProfile() {
              return <SellerProfileScreen notFound={<NotFound />} />;
            };
          }),
        },
        { path: routePatterns.contactUs, ...lazyRoute(async () => (await support()).ContactScreen) },
        { path: routePatterns.terms, ...lazyRoute(async () => (await info()).TermsScreen) },
        { path: routePatterns.privacy, ...lazyRoute(async () => (await info()).PrivacyScreen) },
        { path: routePatterns.howItWorks, ...lazyRoute(async () => (await info()).HowItWorksScreen) },
        { path: routePatterns.about, ...lazyRoute(async () => (await info()).AboutScreen) },
        { path: routePatterns.prohibitedItems, ...lazyRoute(async () => (await info()).ProhibitedItemsScreen) },
        { path: routePatterns.users, ...lazyRoute(async () => (await sellers()).SellersScreen) },
        protectedRoutes,
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
};

/** Every page but the auth pages, matched below the top-level routes (see ../AppRoutes). */
export default function SiteRoutes() {
  const { pathname } = useLocation();
  if (typeof window !== 'undefined') preloadMatchedRoutes([siteRoutes], pathname);
  return useRoutes([siteRoutes]);
}
