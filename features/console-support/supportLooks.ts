import type { AdminSupportRequestSummary, SupportReply } from '../../contract';
import type { BadgeLook } from '../../ui';

export const statusLook: Record<AdminSupportRequestSummary['status'], BadgeLook> = {
  open: { tone: 'warning', label: 'Open' },
  closed: { tone: 'neutral', label: 'Closed' },
};

export const mailLook: Record<SupportReply['mail'], BadgeLook> = {
  pending: { tone: 'info', label: 'E-mail waiting' },
  sent: { tone: 'positive', label: 'E-mail sent' },
  failed: { tone: 'critical', label: 'E-mail not delivered' },
};

export const sourceName: Record<AdminSupportRequestSummary['source'], string> = {
  contact: 'Contact form',
  help_center: 'Help centre',
};
