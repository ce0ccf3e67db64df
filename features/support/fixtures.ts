import type { SupportRequestReceipt } from '../../contract';

/** The server's answer to a sent contact form. */
export const sampleReceipt: SupportRequestReceipt = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  reference: 'KS-1A2B3C4D',
  email: 'chidi.okafor@gmail.com',
  service: 'Support Request',
  createdAt: '2026-11-20T09:30:00.000Z',
};

/** The same for a signed-in student's help-centre message (their account's address). */
export const sampleHelpCenterReceipt: SupportRequestReceipt = {
  ...sampleReceipt,
  email: 'ada.obi@unilag.edu.ng',
  service: 'Feedback',
};
