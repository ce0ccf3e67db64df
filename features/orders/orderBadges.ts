import type { BadgeLook } from '../../ui';

/** An order (or its chat) that is over: the orders list's rows show it. */
export const closedBadge: BadgeLook = { tone: 'neutral', label: 'CLOSED' };
