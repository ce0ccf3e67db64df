import {
  ArrowLeftRight,
  ChevronRight,
  CircleHelp,
  Heart,
  LayoutList,
  MessageSquare,
  Package,
  Settings,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { dashboardPaths, useCurrentUser, type DashboardBase } from '../../client';
import { Avatar, Card, Column, Columns, LinkButton, Skeleton, Stack, Text, textClassName } from '../../ui';
import * as styles from './DashboardLayout.css';
import { fullName } from './fullName';
import { navItemPath, type DashboardIcon, type DashboardNavSection } from './dashboardNav';

const icons: Record<DashboardIcon, LucideIcon> = {
  profile: UserRound,
  settings: Settings,
  orders: Package,
  chats: MessageSquare,
  saved: Heart,
  listings: LayoutList,
  wallet: Wallet,
  help: CircleHelp,
};

export interface DashboardNavProps {
  sections: readonly DashboardNavSection[];
  /** The dashboard's base path: '/dashboard' or '/seller/dashboard'. */
  base: DashboardBase;
  /** Which view this is, under the user's name: 'Buying' or 'Selling'. */
  viewLabel: string;
  /** The link to the other view ('Switch to Selling' / 'Switch to Buying'). */
  switchTo: { label: string; href: string };
}

const sectionTitleText = textClassName({ size: 'xs', weight: 'semibold', tone: 'muted' });

/** Who is signed in: avatar and name, a placeholder while the user loads. */
function SignedInAs({ viewLabel }: { viewLabel: string }) {
  const { data: user } = useCurrentUser();
  const name = user ? fullName(user) : '';
  return (
    <div className={styles.who}>
      <Columns space="3" alignY="center">
        <Column width="content">{user ? <Avatar name={name} photo={user.avatar} /> : <Skeleton shape="circle" />}</Column>
        <Stack space="0.5">
          {user ? (
            <Text as="span" weight="semibold" truncate>
              {name}
            </Text>
          ) : (
            <Skeleton />
          )}
          <Text as="span" size="sm" tone="muted">
            {viewLabel}
          </Text>
        </Stack>
      </Columns>
    </div>
  );
}

/** The dashboard's sections of links; the current page's link has aria-current='page'. */
export function DashboardNav({ sections, base, viewLabel, switchTo }: DashboardNavProps) {
  const id = useId();
  const dashboard = dashboardPaths(base);
  return (
    <Card>
      <Stack space="5">
        <SignedInAs viewLabel={viewLabel} />
        <Stack as="nav" space="4" aria-label="Dashboard">
          {sections.map((section) => (
            <Stack key={section.title} space="1">
              <span id={`${id}-${section.title}`} className={`${sectionTitleText} ${styles.sectionTitle}`}>
                {section.title}
              </span>
              <Stack as="ul" space="0.5" aria-labelledby={`${id}-${section.title}`}>
                {section.items.map((item) => {
                  const Icon = icons[item.icon];
                  return (
                    <li key={item.page}>
                      <NavLink to={navItemPath(dashboard, item)} className={styles.item}>
                        <Icon size={18} aria-hidden="true" className={styles.itemIcon} />
                        {item.label}
                        <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
                      </NavLink>
                    </li>
                  );
                })}
              </Stack>
            </Stack>
          ))}
        </Stack>
        <div className={styles.switchArea}>
          <LinkButton href={switchTo.href} variant="soft" fullWidth>
            <ArrowLeftRight size={18} aria-hidden="true" />
            {switchTo.label}
          </LinkButton>
        </div>
      </Stack>
    </Card>
  );
}
