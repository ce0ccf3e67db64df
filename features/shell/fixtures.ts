/**
 * Placeholder content for the header's notifications dropdown: the spec has no
 * notifications call yet, so the list is static until an issue makes it real.
 */
export interface HeaderNotification {
  id: string;
  title: string;
  body: string;
  /** When it arrived, as shown ('2 hours ago'): placeholder text, not a date. */
  receivedLabel: string;
  read: boolean;
}

export const placeholderNotifications: readonly HeaderNotification[] = [
  {
    id: 'ntf_order_accepted',
    title: 'Order accepted',
    body: 'Tunde accepted your order for the HP EliteBook 840 G5. Your payment is safe in escrow.',
    receivedLabel: '2 hours ago',
    read: false,
  },
  {
    id: 'ntf_new_message',
    title: 'New message',
    body: 'Chioma: "Is the mini fridge still available? I can pick it up at Jaja Hall."',
    receivedLabel: 'Yesterday',
    read: false,
  },
  {
    id: 'ntf_escrow_released',
    title: 'Escrow released',
    body: 'The payment for your Unilag Freshers Party ticket has been released to the seller.',
    receivedLabel: '3 days ago',
    read: true,
  },
];
