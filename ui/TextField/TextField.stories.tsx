import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email Address', placeholder: 'you@unilag.edu.ng', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled text input. Pass the form's message for this field as `validationError`; it marks the input invalid and is announced with it. `isRequired` adds an asterisk.",
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await userEvent.type(input, 'ada@unilag.edu.ng');
    await expect(input).toHaveValue('ada@unilag.edu.ng');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@unilag.edu.ng');
  },
};

export const WithDescription: Story = {
  args: { label: 'Phone Number', description: 'We only use it for delivery updates.', placeholder: '0803 000 0000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      'We only use it for delivery updates.',
    );
  },
};

export const Required: Story = {
  args: { label: 'First Name', isRequired: true, placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { validationError: 'Email must be a valid email', defaultValue: 'ada@', isRequired: true },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email must be a valid email');
    await expect(canvas.getByText('Email must be a valid email')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { label: 'Student email', isDisabled: true, defaultValue: 'ada@unilag.edu.ng' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Student email' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField {...args} label="First Name" />
      <TextField {...args} label="Last Name" />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
  },
};
