import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NEW_SELLER_NOTE, TrustFigures } from './TrustFigures';

const phone = {
  viewport: { options: { phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
};

const established = {
  memberSince: 'Sep 2025',
  verifiedStudent: true,
  completedOrders: 48,
  medianFirstReplyMinutes: 12,
  onTimeDeliveryRate: 0.94,
  rating: { average: 4.7, count: 23 },
};

const meta = {
  title: 'UI/TrustFigures',
  component: TrustFigures,
  args: established,
  parameters: {
    ...phone,
    docs: {
      description: {
        component:
          "A seller's record as a buyer weighs it before paying, computed by the server from orders, chats and reviews. Every figure says plainly when there is nothing to count yet; a seller without a completed order is named as new.",
      },
    },
  },
} satisfies Meta<typeof TrustFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Values by their terms, as a screen reader pairs them. */
function figures(canvas: HTMLElement): Record<string, string> {
  const list = within(canvas);
  return Object.fromEntries(
    list.getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

export const Established: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(figures(canvasElement)).toEqual({
      'Member since': 'Sep 2025',
      'Verified student': 'Yes',
      'Completed orders': '48',
      'Usually replies in': '12 min',
      'On-time delivery': '94%',
      Rating: '4.7 of 5 (23 reviews)',
    });
    await expect(canvas.queryByText(NEW_SELLER_NOTE)).not.toBeInTheDocument();
  },
};

export const NewSeller: Story = {
  args: {
    memberSince: 'Nov 2026',
    verifiedStudent: true,
    completedOrders: 0,
    medianFirstReplyMinutes: null,
    onTimeDeliveryRate: null,
    rating: { average: 0, count: 0 },
  },
  parameters: { visual: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(figures(canvasElement)).toEqual({
      'Member since': 'Nov 2026',
      'Verified student': 'Yes',
      'Completed orders': 'None yet',
      'Usually replies in': 'No replies yet',
      'On-time delivery': 'No deliveries yet',
      Rating: 'No reviews yet',
    });
    await expect(canvas.getByText(NEW_SELLER_NOTE)).toBeVisible();
  },
};

/** At 375 px: two figures a row, none cut off. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { ...established, medianFirstReplyMinutes: 2 * 24 * 60, rating: { average: 4.25, count: 1204 } },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    const [first, second, third] = terms.map((term) => term.getBoundingClientRect());
    // Two a row: the second beside the first, the third below them.
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBeGreaterThan(first!.bottom);
    await expect(canvas.getByText('4.3 of 5 (1,204 reviews)')).toBeVisible();
    await expect(canvas.getByText('2 days')).toBeVisible();
    for (const term of terms) await expect(term.parentElement!.scrollWidth).toBeLessThanOrEqual(term.parentElement!.clientWidth);
  },
};
