import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from '../Link';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'UI/RatingStars',
  component: RatingStars,
  args: { value: 4.3 },
  parameters: {
    docs: {
      description: {
        component:
          "A rating out of five, shown to one decimal with the rounded number of stars filled (4.3 fills 4, 4.5 fills 5). The stars are decorative; screen readers hear 'Rated 4.3 out of 5'. `compact` is the single star and number of product cards.",
      },
    },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

function filledCount(root: HTMLElement): number {
  return root.querySelectorAll('svg[fill="currentColor"]').length;
}

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: 'Rated 4.3 out of 5' });
    await expect(filledCount(stars)).toBe(4);
    await expect(canvas.getByText('4.3')).toBeVisible();
  },
};

export const RoundsHalfUp: Story = {
  args: { value: 4.5 },
  play: async ({ canvas }) => {
    await expect(filledCount(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' }))).toBe(5);
  },
};

export const WithReviewCount: Story = {
  args: { value: 4, reviewCount: 12 },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(12 reviews)')).toBeVisible();
  },
};

export const NoRatingYet: Story = {
  args: { value: 0, reviewCount: 0 },
  play: async ({ canvas }) => {
    await expect(filledCount(canvas.getByRole('img', { name: 'Rated 0.0 out of 5' }))).toBe(0);
    await expect(canvas.getByText('(0 reviews)')).toBeVisible();
  },
};

export const Compact: Story = {
  args: { value: 4.25, variant: 'compact', size: 'sm' },
  play: async ({ canvas }) => {
    const star = canvas.getByRole('img', { name: 'Rated 4.3 out of 5' });
    await expect(star.querySelectorAll('svg')).toHaveLength(1);
    await expect(canvas.getByText('4.3')).toBeVisible();
  },
};

export const Sizes: Story = {
  parameters: { visual: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <RatingStars {...args} size="sm" />
      <RatingStars {...args} size="md" />
      <RatingStars {...args} size="lg" reviewCount={1204} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('img', { name: 'Rated 4.3 out of 5' });
    await expect(large?.getBoundingClientRect().height).toBeGreaterThan(small?.getBoundingClientRect().height ?? 0);
    await expect(canvas.getByText('(1,204 reviews)')).toBeVisible();
  },
};

/** The rating is not a control: Tab passes over it to the link after it. */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <RatingStars {...args} reviewCount={12} />
      <Link href="#reviews">Read reviews</Link>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read reviews' })).toHaveFocus();
  },
};
