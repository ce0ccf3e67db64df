/** The landing page of `/` for visitors. */
export { LandingScreen } from './LandingScreen';
