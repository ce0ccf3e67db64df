import { NotificationsMenu } from '../notifications';

/**
 * The header's bell, loaded on its own when someone is signed in (a visitor's first page does
 * not download it): the notifications feature's dropdown.
 */
export function NotificationsButton() {
  return <NotificationsMenu />;
}
