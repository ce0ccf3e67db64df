import { paths } from '../../client';

/** What the auth layout's side panel offers on a page: the way to the other half of auth. */
export interface SidePanel {
  question: string;
  action: string;
  href: string;
}

const toRegister: SidePanel = { question: 'Not yet signed up?', action: 'Register here', href: paths.register };
const toLogin: SidePanel = { question: 'Already signed up?', action: 'Login here', href: paths.login };

/** /login and /forget-password point to registration; every other auth page points to login. */
export function sidePanelFor(pathname: string): SidePanel {
  const page = pathname.replace(/\/+$/, '') || '/';
  return page === paths.login || page === paths.forgotPassword ? toRegister : toLogin;
}
