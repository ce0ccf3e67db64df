import { useState } from 'react';

/**
 * Sends the browser to the payment provider's page (a full page load: the provider is another
 * site, and it sends the buyer back to our return page). Screens take it as a prop defaulting
 * to this, so stories can pass a stand-in.
 */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

/**
 * Leaving for the payment page: `leave(url)` goes there, and `leaving` stays true until the page
 * has gone, so the button that was pressed stays busy instead of inviting a second press.
 */
export function useLeaveForPayment(goToPayment: (url: string) => void = goToPaymentPage) {
  const [leaving, setLeaving] = useState(false);
  return {
    leaving,
    leave(url: string) {
      setLeaving(true);
      goToPayment(url);
    },
  };
}
