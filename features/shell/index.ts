/** The site shell: header, footer, the site layout and the dashboards' layouts. */
export { SiteHeader } from './SiteHeader';
export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { SiteLayout, MAIN_CONTENT_ID } from './SiteLayout';
export { DashboardLayout, DashboardHome, SellerDashboardLayout, SellerDashboardHome } from './DashboardLayout';
export { ProfileSectionLayout, SettingsSectionLayout, type DashboardSectionLayoutProps } from './SectionLayout';
export { useLogout, LOGGED_OUT_MESSAGE } from './api';
