/** The landing page's fixed copy (the spec gives the page no content beyond its route). */

/** A short titled paragraph: a step of the escrow explainer, a reason to sell. */
export interface LandingPoint {
  title: string;
  text: string;
}

export const LANDING_TITLE = 'Buy, Sell, Trade Securely, Student to Student';

export const LANDING_LEAD =
  'The campus marketplace for Nigerian university students. Your payment is held in escrow until you confirm delivery.';

export const escrowSteps: readonly LandingPoint[] = [
  { title: 'Pay into escrow', text: 'Your money is held safely by Kampus, not sent to the seller.' },
  { title: 'Receive your item', text: 'The seller delivers on campus and you check what you got.' },
  { title: 'Confirm delivery', text: 'Only then is the seller paid. Something wrong? Open a dispute.' },
];

export const sellingPoints: readonly LandingPoint[] = [
  { title: 'Fast and easy setup', text: 'Verify once, then list a product or an event in a few minutes.' },
  { title: 'Secure payments', text: 'Buyers pay into escrow, so you are paid for every confirmed delivery.' },
  { title: 'Free promotions', text: 'Your listings are shown to students across campuses at no cost.' },
];
