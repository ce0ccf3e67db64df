import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Quantity', minValue: 1, maxValue: 10, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The − / + counter for product quantities and ticket tiers. Whole numbers in steps of 1; − is disabled at `minValue` (default 0) and + at `maxValue`; typed numbers are clamped when the field loses focus. Arrow Up/Down, Page Up/Down, Home and End work in the input. Give it a `label` even when `hideLabel` hides it: the buttons are named from it ("Increase Quantity").',
      },
    },
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeEnabled();
  },
};

export const Stepping: Story = {
  play: async ({ canvas, args }) => {
    const increase = canvas.getByRole('button', { name: 'Increase Quantity' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Quantity' }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeEnabled();
  },
};

export const TypedValueIsClamped: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const EmptiedGoesBack: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('4');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TicketTier: Story = {
  args: { label: 'Regular tickets', hideLabel: true, size: 'sm', minValue: 0, maxValue: 8 },
  parameters: { visual: true },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', maxWidth: 360, gap: 16 }}>
      <div>
        <div style={{ fontWeight: 600 }}>Regular</div>
        <div>₦5,000</div>
      </div>
      <QuantityStepper {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Regular tickets' })).toHaveValue('0');
    await expect(canvas.getByText('Regular tickets')).toHaveStyle({ position: 'absolute', width: '1px' });
    await expect(canvas.getByRole('button', { name: 'Decrease Regular tickets' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Regular tickets' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
  },
};

function ControlledDemo() {
  const [quantity, setQuantity] = useState(2);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <QuantityStepper label="Quantity" minValue={1} maxValue={5} value={quantity} onChange={setQuantity} />
      <p>Total: ₦{(quantity * 7500).toLocaleString('en-US')}</p>
      <Button variant="outline" onPress={() => setQuantity(1)}>
        Reset
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total: ₦15,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(canvas.getByText('Total: ₦22,500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <QuantityStepper {...args} />
      <Button>Buy Product Now</Button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    // The − and + buttons are for pointers; keyboard users get the arrow keys in the input.
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{Control>}a{/Control}7');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Buy Product Now' })).toHaveFocus();
    await expect(input).toHaveValue('7');
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
  },
};
