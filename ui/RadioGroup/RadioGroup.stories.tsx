import type { Meta, StoryObj } from '@storybook/react-vite';
import { Store, UserRound } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Delivery type', onChange: fn(), children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="door">Door delivery</Radio>
      <Radio value="pickup">Item pickup</Radio>
    </RadioGroup>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few options. `variant="list"` (default) is a radio per line; `variant="card"` makes large selectable cards with a title, a description and an optional icon (KYC account type). Arrow keys move the selection and the group is one Tab stop. `orientation="horizontal"` lays options in a row (cards sit side by side from tablet width). Errors come in as `validationError`.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function AccountTypes() {
  return (
    <>
      <Radio value="individual" description="Students or single sellers" icon={<UserRound size={20} />}>
        Individual
      </Radio>
      <Radio value="brand" description="A student owning a brand" icon={<Store size={20} />}>
        Brand
      </Radio>
    </>
  );
}

export const Default: Story = {
  args: { defaultValue: 'door' },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery type' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Door delivery' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Item pickup' })).not.toBeChecked();
  },
};

export const Choosing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Item pickup'));
    await expect(canvas.getByRole('radio', { name: 'Item pickup' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');
    await userEvent.click(canvas.getByText('Door delivery'));
    await expect(canvas.getByRole('radio', { name: 'Item pickup' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('door');
  },
};

export const WithDescriptions: Story = {
  args: { label: 'Seller type', description: 'Filter events by who sells the tickets.' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="individual" description="Students or single sellers">
        Individual
      </Radio>
      <Radio value="brand" description="A student owning a brand">
        Brand
      </Radio>
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Seller type' })).toHaveAccessibleDescription(
      'Filter events by who sells the tickets.',
    );
    // Each radio is described by its own description, then the group's.
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toHaveAccessibleDescription(
      'A student owning a brand Filter events by who sells the tickets.',
    );
  },
};

export const Horizontal: Story = {
  args: { label: 'Ticket Price', orientation: 'horizontal', defaultValue: 'free' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="free">Free</Radio>
      <Radio value="paid">Paid</Radio>
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    const free = canvas.getByRole('radio', { name: 'Free' }).getBoundingClientRect();
    const paid = canvas.getByRole('radio', { name: 'Paid' }).getBoundingClientRect();
    await expect(paid.left).toBeGreaterThan(free.left);
    await expect(canvas.getByRole('radio', { name: 'Free' })).toBeChecked();
  },
};

export const Cards: Story = {
  args: { label: 'Choose your seller account type', variant: 'card', orientation: 'horizontal' },
  render: (args) => (
    <RadioGroup {...args}>
      <AccountTypes />
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    const individual = canvas.getByRole('radio', { name: 'Individual' });
    await expect(individual).toHaveAccessibleDescription('Students or single sellers');
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toHaveAccessibleDescription('A student owning a brand');
    await expect(individual).not.toBeChecked();
  },
};

export const CardSelected: Story = {
  args: { ...Cards.args, defaultValue: 'brand' },
  render: Cards.render,
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toBeChecked();
  },
};

export const ChoosingACard: Story = {
  args: { ...Cards.args, orientation: 'vertical' },
  render: Cards.render,
  play: async ({ canvas, args }) => {
    // The whole card is the target, description included.
    await userEvent.click(canvas.getByText('A student owning a brand'));
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('brand');
  },
};

export const Invalid: Story = {
  args: { ...Cards.args, isRequired: true, validationError: 'Choose an account type to continue' },
  render: Cards.render,
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Choose your seller account type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose an account type to continue');
    await expect(group).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'door' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Door delivery' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Item pickup'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Door delivery' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="door">Door delivery</Radio>
      <Radio value="pickup" isDisabled>
        Item pickup
      </Radio>
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Door delivery' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Item pickup' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { ...Cards.args },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <RadioGroup {...args}>
        <AccountTypes />
      </RadioGroup>
      <Button>Proceed</Button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('brand');
    // The group is one Tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toHaveFocus();
  },
};

// A form's field starts as '' (nothing chosen yet): the group must still be one Tab stop.
export const KeyboardFromAnEmptyFormValue: Story = {
  args: { value: '' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Button>Before</Button>
      <RadioGroup {...args}>
        <Radio value="door">Door delivery</Radio>
        <Radio value="pickup">Item pickup</Radio>
      </RadioGroup>
    </div>
  ),
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Door delivery' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');
  },
};
