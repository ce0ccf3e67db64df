import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a Show/Hide button (named "Show password" / "Hide password"). Use `autoComplete="new-password"` on register, reset and change-password forms so password managers offer a strong one; the default is `current-password` for login. Errors come in as `validationError`.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Password inputs have no ARIA role, so they are found by their label (a regex where an asterisk follows it). */
export const Hidden: Story = {
  args: { defaultValue: 'kampus-secret' },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const Revealed: Story = {
  args: { defaultValue: 'kampus-secret' },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await userEvent.unhover(toggle);
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('kampus-secret');
    await expect(toggle).toHaveAccessibleName('Hide password');
  },
};

export const HideAgain: Story = {
  args: { defaultValue: 'kampus-secret' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'abc12345');
    await expect(args.onChange).toHaveBeenLastCalledWith('abc12345');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Create password',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'At least 8 characters.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Create password/);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const Invalid: Story = {
  args: { label: 'Confirm password', defaultValue: 'secret12', validationError: 'Passwords do not match', isRequired: true },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Confirm password/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords do not match');
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'kampus-secret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('secret12');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret12');
    // Focus stays on the button, whose name now says what the next press does.
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};
