import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { ToggleButton, ToggleButtonGroup } from './ToggleButtonGroup';

const meta = {
  title: 'UI/ToggleButtonGroup',
  component: ToggleButtonGroup,
  args: {
    'aria-label': 'Listing type',
    defaultSelectedKey: 'products',
    onSelectionChange: fn(),
    children: (
      <>
        <ToggleButton id="products">Products</ToggleButton>
        <ToggleButton id="events">Events</ToggleButton>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A switch between two or more views, such as Products | Events on Explore and in listings: exactly one button is on, and pressing the one that is on keeps it on. It is one tab stop; arrow keys move between the buttons and Enter or Space turns one on. Controlled with `selectedKey`/`onSelectionChange` or uncontrolled with `defaultSelectedKey`.',
      },
    },
  },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductsSelected: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Listing type' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Products' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Events' })).not.toBeChecked();
  },
};

export const SwitchToEvents: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Events' }));
    await expect(canvas.getByRole('radio', { name: 'Events' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Products' })).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('events');
  },
};

export const StaysSelected: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Products' }));
    await expect(canvas.getByRole('radio', { name: 'Products' })).toBeChecked();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [type, setType] = useState<Key>('events');
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <ToggleButtonGroup {...args} defaultSelectedKey={undefined} selectedKey={type} onSelectionChange={setType} />
        <p>Showing: {type === 'events' ? 'Events' : 'Products'}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Events' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Products' }));
    await expect(canvas.getByText('Showing: Products')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Products' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Products' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Events' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const products = canvas.getByRole('radio', { name: 'Products' });
    const events = canvas.getByRole('radio', { name: 'Events' });
    await userEvent.tab();
    await expect(products).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(events).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(events).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('events');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(products).toHaveFocus();
    await expect(events).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(products).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('products');
  },
};
