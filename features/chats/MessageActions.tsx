import { EllipsisVertical, Flag } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger } from '../../ui';
import * as styles from './chats.css';

/** The options of the other person's message: 'Report message'. */
export function MessageActions({ senderName, onReport }: { senderName: string; onReport: () => void }) {
  return (
    <span className={styles.messageOptions}>
      <MenuTrigger>
        <Button variant="transparent" size="sm" aria-label={`Options for ${senderName}’s message`}>
          <EllipsisVertical size={16} aria-hidden="true" />
        </Button>
        <Menu placement="bottom start">
          <MenuItem id="report" onAction={onReport} icon={<Flag size={16} aria-hidden="true" />}>
            Report message
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </span>
  );
}
