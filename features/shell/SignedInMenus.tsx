import type { CurrentUser } from '../../contract';
import { Avatar, Button, visuallyHidden } from '../../ui';
import { BellIcon, notificationsLabel, useNotifications } from '../notifications';
import { DeferredMenu, type StandInHandlers } from './DeferredMenu';
import { fullName } from './fullName';

/*
 * A signed-in student's bell and account menu in the header. Their dropdowns (react-aria's
 * popover and menu code) load when they are wanted: until then stand-ins of the same look and
 * name hold their places.
 */
const loadNotifications = async () => (await import('./NotificationsButton')).NotificationsButton;
const loadUserMenu = async () => (await import('./UserMenu')).UserMenu;

function NotificationsStandIn(handlers: StandInHandlers) {
  const unread = useNotifications().data?.unreadCount ?? 0;
  return (
    <Button {...handlers} variant="transparent" aria-label={notificationsLabel(unread)} aria-expanded={false}>
      <BellIcon unread={unread} />
    </Button>
  );
}

function UserMenuStandIn({ name, photo, ...handlers }: StandInHandlers & { name: string; photo: CurrentUser['avatar'] }) {
  return (
    <Button {...handlers} variant="transparent" size="sm" aria-haspopup="menu" aria-expanded={false}>
      <span aria-hidden="true">
        <Avatar name={name} photo={photo} size="sm" />
      </span>
      <span className={visuallyHidden}>Account menu for {name}</span>
    </Button>
  );
}

/** The bell: the unread count, and the notifications dropdown once pressed. */
export function HeaderNotifications() {
  return <DeferredMenu load={loadNotifications} props={{}} standIn={(handlers) => <NotificationsStandIn {...handlers} />} />;
}

/** The avatar button and the account menu. */
export function HeaderUserMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  return (
    <DeferredMenu
      load={loadUserMenu}
      props={{ user, onLogout }}
      standIn={(handlers) => <UserMenuStandIn {...handlers} name={fullName(user)} photo={user.avatar} />}
    />
  );
}
