import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { cardLinkingTo, withCardFrame } from './cardStoryKit';
import { EventCard } from './EventCard';
import { eventWithoutImage, sampleEventCards } from './fixtures';
import { ListingGrid } from './ListingGrid';

const freshers = sampleEventCards[0]!;
const bootcamp = sampleEventCards.find((event) => event.format === 'virtual')!;

const meta = {
  title: 'Features/Catalogue/EventCard',
  component: EventCard,
  decorators: [withCardFrame, withApp],
  args: { event: freshers },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = await cardLinkingTo(canvas, freshers.title, `/ticket/${freshers.slug}`);
    await expect(within(card).getByText('Parties')).toBeVisible();
    await expect(within(card).getByText('Physical')).toBeVisible();
    await expect(within(card).getByText('December 5, 2026')).toBeVisible();
    await expect(within(card).getByText('6:00 PM')).toBeVisible();
    await expect(within(card).getByText(freshers.venue)).toBeVisible();
    await expect(within(card).getByText('From ₦24,500')).toBeVisible();
    await expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

export const FreeVirtualEvent: Story = {
  args: { event: bootcamp },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('Virtual')).toBeVisible();
    await expect(canvas.getByText('Tech')).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { event: eventWithoutImage },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: eventWithoutImage.title });
    await expect(within(card).getByRole('img', { name: 'No photo' })).toBeVisible();
    await expect(within(card).getByText('Hybrid')).toBeVisible();
  },
};

export const ListRow: Story = {
  args: { view: 'list' },
  parameters: { frameWidth: '44rem' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: freshers.title });
    const photo = card.querySelector('img')!;
    await expect(photo.getBoundingClientRect().right).toBeLessThanOrEqual(
      within(card).getByRole('heading').getBoundingClientRect().left,
    );
  },
};

export const InAGrid: Story = {
  parameters: { visual: true, frameWidth: 'none' },
  render: () => (
    <ListingGrid aria-label="Events">
      {[...sampleEventCards, eventWithoutImage].map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </ListingGrid>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    await expect(within(items[2]!).getByText('Free')).toBeVisible();
  },
};
