/**
 * What each order transition tells the other party, in the app and by e-mail. The texts are
 * written here once; `apply.ts` passes them to `notify` inside the transition's transaction.
 */
import { formatKobo } from '../../../contract';
import type { NotificationKind, OrderTransitionName } from '../../../contract';
import type { NewNotification } from '../notification/notify';

/** A transition, or the reminder sent 24 h after arrival. */
export type OrderNotice = OrderTransitionName | 'reminder';

export interface OrderNoticeFacts {
  id: string;
  buyerId: string;
  sellerId: string;
  productTitle: string;
  totalKobo: number;
  /** The transition's note: a decline's reason, a dispute's reason. */
  note?: string | null;
  /** What a release or a decision paid to each side. */
  buyerReceivesKobo?: number;
  sellerReceivesKobo?: number;
  rating?: number;
}

export const buyerOrderLink = (orderId: string) => `/dashboard/orders/${orderId}`;
export const sellerOrderLink = (orderId: string) => `/seller/dashboard/orders/${orderId}`;

interface Text {
  title: string;
  body: string;
  kind: NotificationKind;
}

type Texts = { buyer?: Text; seller?: Text };

function textsOf(notice: OrderNotice, o: OrderNoticeFacts): Texts {
  const item = `“${o.productTitle}”`;
  const total = formatKobo(o.totalKobo);
  const toBuyer = formatKobo(o.buyerReceivesKobo ?? o.totalKobo);
  const toSeller = formatKobo(o.sellerReceivesKobo ?? 0);
  const because = o.note ? ` The reason: ${o.note}` : '';
  switch (notice) {
    case 'confirm_payment':
      return {
        seller: {
          kind: 'order',
          title: 'New paid order',
          body: `A buyer paid ${total} for ${item}. Accept or decline it within 48 hours; the money is held in escrow until the handover.`,
        },
      };
    case 'expire_payment':
      return {
        buyer: {
          kind: 'order',
          title: 'Order expired',
          body: `Your order for ${item} expired because its payment did not arrive within 30 minutes. You can order it again.`,
        },
      };
    case 'accept':
      return {
        buyer: {
          kind: 'order',
          title: 'Order accepted',
          body: `The seller accepted your order for ${item}. Show your escrow code only when you have the item in hand.`,
        },
      };
    case 'decline':
      return {
        buyer: {
          kind: 'escrow',
          title: 'Order declined',
          body: `The seller declined your order for ${item}${o.note ? `: ${o.note}` : '.'} ${total} is back in your Kampus wallet.`,
        },
      };
    case 'cancel':
      return {
        seller: {
          kind: 'order',
          title: 'Order cancelled',
          body: `The buyer cancelled the order for ${item}${o.note ? `: ${o.note}` : '.'} Its money went back to the buyer.`,
        },
      };
    case 'expire_seller_answer':
      return {
        buyer: {
          kind: 'escrow',
          title: 'Order cancelled',
          body: `The seller did not answer within 48 hours, so your order for ${item} was cancelled. ${total} is back in your Kampus wallet.`,
        },
        seller: {
          kind: 'order',
          title: 'Order cancelled',
          body: `You did not accept or decline the order for ${item} within 48 hours, so it was cancelled and the buyer refunded.`,
        },
      };
    case 'dispatch':
      return { buyer: { kind: 'order', title: 'Out for delivery', body: `Your order for ${item} is on its way to you.` } };
    case 'arrived':
      return {
        buyer: {
          kind: 'order',
          title: 'Your order has arrived',
          body: `The seller marked your order for ${item} as arrived. Mark it as delivered, or open a dispute, within 48 hours; after that it completes by itself and the seller is paid.`,
        },
      };
    case 'reminder':
      return {
        buyer: {
          kind: 'order',
          title: 'Confirm your delivery',
          body: `Your order for ${item} completes by itself in 24 hours and the seller is then paid. Mark it as delivered, or open a dispute if something is wrong.`,
        },
      };
    case 'handover':
      return {
        buyer: {
          kind: 'order',
          title: 'Order complete',
          body: `The seller confirmed the handover of ${item} with your escrow code. You can now review it.`,
        },
      };
    case 'confirm':
      return {
        seller: {
          kind: 'escrow',
          title: 'Payment released',
          body: `The buyer marked ${item} as delivered. ${toSeller} is now in your Kampus wallet.`,
        },
      };
    case 'auto_complete':
      return {
        buyer: {
          kind: 'order',
          title: 'Order complete',
          body: `Your order for ${item} completed by itself 48 hours after it arrived. You can now review it.`,
        },
        seller: {
          kind: 'escrow',
          title: 'Payment released',
          body: `The order for ${item} completed 48 hours after arrival. ${toSeller} is now in your Kampus wallet.`,
        },
      };
    case 'dispute':
      return {
        seller: {
          kind: 'dispute',
          title: 'Order disputed',
          body: `The buyer disputed the order for ${item}${o.note ? `: ${o.note}` : '.'} Answer within 72 hours, or the buyer is refunded.`,
        },
      };
    case 'answer_dispute':
      return {
        buyer: {
          kind: 'dispute',
          title: 'The seller answered your dispute',
          body: `The seller answered your dispute of ${item}. An administrator will now decide it.`,
        },
      };
    case 'expire_dispute':
      return {
        buyer: {
          kind: 'dispute',
          title: 'Dispute decided: refunded',
          body: `The seller did not answer your dispute of ${item} within 72 hours. ${total} is back in your Kampus wallet.`,
        },
        seller: {
          kind: 'dispute',
          title: 'Dispute decided for the buyer',
          body: `You did not answer the dispute of ${item} within 72 hours, so the buyer was refunded.`,
        },
      };
    case 'resolve':
      return {
        buyer: {
          kind: 'dispute',
          title: 'Dispute resolved',
          body: `An administrator decided the dispute of ${item}: ${toBuyer} to your Kampus wallet.${because}`,
        },
        seller: {
          kind: 'dispute',
          title: 'Dispute resolved',
          body: `An administrator decided the dispute of ${item}: ${toSeller} to your Kampus wallet.${because}`,
        },
      };
    case 'review':
      return {
        seller: {
          kind: 'review',
          title: 'New review',
          body: `The buyer rated ${item} ${o.rating ?? 0} out of 5.`,
        },
      };
    case 'place':
      return {};
  }
}

/** The notifications (each with its e-mail) for one transition of this order. */
export function orderNotifications(notice: OrderNotice, order: OrderNoticeFacts, publicOrigin?: string): NewNotification[] {
  const texts = textsOf(notice, order);
  const make = (userId: string, link: string, text: Text): NewNotification => ({
    userId,
    kind: text.kind,
    title: text.title,
    body: text.body,
    link,
    email: {
      subject: `Kampus: ${text.title}`,
      text: `${text.body}\n\nSee the order: ${publicOrigin ?? ''}${link}\n`,
    },
  });
  return [
    ...(texts.buyer ? [make(order.buyerId, buyerOrderLink(order.id), texts.buyer)] : []),
    ...(texts.seller ? [make(order.sellerId, sellerOrderLink(order.id), texts.seller)] : []),
  ];
}
