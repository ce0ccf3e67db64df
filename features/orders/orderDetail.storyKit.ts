/** What the order page's stories share (the buyer's and the seller's): their meta and the actions they record. */
import type { Meta } from '@storybook/react-vite';
import type { OrderDetail } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { SAMPLE_ORDER_ID } from './fixtures';
import { OrderDetailScreen } from './OrderDetailScreen';
import type { OrderRole } from './orderView';
import { actionsAnswer, cleanUp, orderIs, type ActionSeen } from './storyKit';

/**
 * The order page as `role` sees it at `{base}/{id}`, signed in, showing the order `detail()` makes
 * as each story starts (its timers count from then) until the story answers otherwise.
 */
export function onOrderDetail(role: OrderRole, base: string, detail: () => OrderDetail) {
  return {
    component: OrderDetailScreen,
    decorators: [withApp],
    args: { role },
    parameters: {
      signedIn: true,
      route: { path: `${base}/:id`, url: `${base}/${SAMPLE_ORDER_ID}` },
    },
    beforeEach({ msw }) {
      cleanUp();
      msw.use(orderIs(detail()));
      return cleanUp;
    },
  } satisfies Partial<Meta<typeof OrderDetailScreen>>;
}

/** The actions a story sent (`seen`), and `actionsMove`, which starts the record afresh. */
export function recordedActions() {
  const seen: ActionSeen[] = [];
  return {
    seen,
    /** Answers each action with the order in `to` (or the Response given), recording what was sent. */
    actionsMove(to: (action: string, body: unknown) => OrderDetail | Response) {
      seen.length = 0;
      return actionsAnswer(seen, to);
    },
  };
}
