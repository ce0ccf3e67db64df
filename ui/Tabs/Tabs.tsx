import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabsProps {
  /** A TabList followed by one TabPanel per tab. */
  children: ReactNode;
  /** The open tab's id (controlled). */
  selectedKey?: Key;
  /** The tab open at first (uncontrolled); the first tab by default. */
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  disabledKeys?: Iterable<Key>;
}

/** Horizontal tabs: arrow keys move between tabs (and open them), Tab moves into the panel. */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export interface TabListProps {
  /** Names the set of tabs, e.g. 'Product details'. */
  'aria-label': string;
  children: ReactNode;
}

export function TabList(props: TabListProps) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export interface TabProps {
  id: Key;
  children: ReactNode;
}

export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

export interface TabPanelProps {
  /** The id of the Tab this panel belongs to. */
  id: Key;
  children: ReactNode;
}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.tabPanel} />;
}
