import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';
import { withWidth } from '../storyDecorators/frames';

function ProductDetails(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Product details">
        <Tab id="description">Description</Tab>
        <Tab id="delivery">Delivery</Tab>
        <Tab id="reviews">Reviews</Tab>
        <Tab id="seller">Seller Info</Tab>
      </TabList>
      <TabPanel id="description">
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
          <dt>Category</dt>
          <dd style={{ margin: 0 }}>Laptops</dd>
          <dt>Units available</dt>
          <dd style={{ margin: 0 }}>3</dd>
          <dt>Brand</dt>
          <dd style={{ margin: 0 }}>HP</dd>
          <dt>Condition</dt>
          <dd style={{ margin: 0 }}>Fairly used</dd>
        </dl>
        <p style={{ marginTop: 12 }}>HP EliteBook 840 G5, 16GB RAM, 512GB SSD. Battery lasts about 5 hours.</p>
      </TabPanel>
      <TabPanel id="delivery">
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          <li>University of Lagos, Akoka</li>
          <li>Yaba College of Technology</li>
        </ul>
      </TabPanel>
      <TabPanel id="reviews">
        <p>No reviews available.</p>
      </TabPanel>
      <TabPanel id="seller">
        <p>Tolu Adeyemi, University of Lagos</p>
        <Link href="#seller">View full seller info</Link>
      </TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn(), children: null },
  render: (args) => <ProductDetails {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Horizontal tabs: `<Tabs>` holds a `<TabList aria-label>` of `<Tab id>` and one `<TabPanel id>` per tab. Arrow keys, Home and End move between tabs and open them; Tab moves on into the open panel. On narrow screens the tab row scrolls sideways. Controlled with `selectedKey`/`onSelectionChange` or uncontrolled with `defaultSelectedKey`.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('Fairly used');
    await userEvent.click(canvas.getByRole('tab', { name: 'Delivery' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Delivery' })).toHaveTextContent('University of Lagos, Akoka');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('delivery');
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
  },
};

export const EmptyReviews: Story = {
  args: { defaultSelectedKey: 'reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('No reviews available.');
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [selected, setSelected] = useState<Key>('description');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <button type="button" onClick={() => setSelected('reviews')}>
          Read the reviews
        </button>
        <ProductDetails {...args} selectedKey={selected} onSelectionChange={setSelected} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the reviews' }));
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No reviews available.');
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['reviews'] },
  play: async ({ canvas }) => {
    const reviews = canvas.getByRole('tab', { name: 'Reviews' });
    await expect(reviews).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Delivery' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Seller Info' })).toHaveFocus();
  },
};

export const Narrow: Story = {
  parameters: { visual: true },
  decorators: [withWidth(343)],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Product details' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
    await userEvent.keyboard('{End}');
    const seller = canvas.getByRole('tab', { name: 'Seller Info' });
    await expect(seller).toHaveAttribute('aria-selected', 'true');
    await expect(seller.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Delivery' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Delivery' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Seller Info' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('seller');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View full seller info' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('tab', { name: 'Seller Info' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveFocus();
  },
};
