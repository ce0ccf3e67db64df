import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { OtpInput } from './OtpInput';

const meta = {
  title: 'UI/OtpInput',
  component: OtpInput,
  args: { label: 'Verification code', length: 6, onChange: fn(), onComplete: fn(), onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'One box per digit for verification codes (6 digits for email verification) and PINs (4, the default). Digits only; typing moves on, Backspace goes back, arrows/Home/End move, pasting or SMS/e-mail autofill fills every box. `onComplete` fires when the last box is filled, `onSubmit` on Enter in a complete field. The boxes are a single Tab stop. `validationError` marks every box invalid and announces the message.',
      },
    },
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function boxes(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole('textbox', { name: /^Digit \d of \d$/ });
}

function boxValues(canvasElement: HTMLElement) {
  return boxes(canvasElement).map((box) => (box as HTMLInputElement).value);
}

export const Empty: Story = {
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Verification code' });
    await expect(group).toBeVisible();
    const all = boxes(canvasElement);
    await expect(all).toHaveLength(6);
    await expect(all[0]).toHaveAccessibleName('Digit 1 of 6');
    await expect(all[5]).toHaveAccessibleName('Digit 6 of 6');
    await expect(all[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(all[1]).toHaveAttribute('autocomplete', 'off');
    for (const box of all) await expect(box).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Typing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('12345');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(boxValues(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const DigitsOnly: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('a-1 b2');
    await expect(boxValues(canvasElement)).toEqual(['1', '2', '', '', '', '']);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const PasteCode: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // A whole code fills every box, even when pasted into a later box, and ignores spaces and dashes.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 3 of 6' }));
    await userEvent.paste(' 12-34 56');
    await expect(boxValues(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PastePart: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 3 of 6' }));
    await userEvent.paste('78');
    await expect(boxValues(canvasElement)).toEqual(['', '', '7', '8', '', '']);
    await expect(canvas.getByRole('textbox', { name: 'Digit 5 of 6' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('  78');
    await userEvent.paste('no digits here');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Backspace: Story = {
  args: { defaultValue: '123456' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 6 of 6' }));
    await userEvent.keyboard('{Backspace}');
    await expect(boxValues(canvasElement)).toEqual(['1', '2', '3', '4', '5', '']);
    await userEvent.keyboard('{Backspace}');
    await expect(boxValues(canvasElement)).toEqual(['1', '2', '3', '4', '', '']);
    await expect(canvas.getByRole('textbox', { name: 'Digit 5 of 6' })).toHaveFocus();
    // Fixing one digit in the middle: Backspace empties that box and keeps the cursor there.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 2 of 6' }));
    await userEvent.keyboard('{Backspace}9');
    await expect(boxValues(canvasElement)).toEqual(['1', '9', '3', '4', '', '']);
  },
};

export const SubmitOnEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

export const FourDigitPin: Story = {
  args: { label: 'Enter the 4-digit code sent to your email', length: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(boxes(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('2468');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('2468');
  },
};

export const MaskedPin: Story = {
  args: { label: 'Withdrawal PIN', length: 4, masked: true },
  play: async ({ canvas, args }) => {
    const first = canvas.getByLabelText('Digit 1 of 4');
    await expect(first).toHaveAttribute('type', 'password');
    await expect(first).toHaveAttribute('autocomplete', 'off');
    await expect(first).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(first);
    await userEvent.keyboard('1357');
    await expect(canvas.getByLabelText('Digit 4 of 4')).toHaveValue('7');
    await expect(args.onComplete).toHaveBeenCalledWith('1357');
  },
};

export const WithDescription: Story = {
  args: { description: 'We sent a 6-digit code to ada@unilag.edu.ng.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'We sent a 6-digit code to ada@unilag.edu.ng.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123456', validationError: 'The code is wrong or has expired. Request a new one.' },
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    for (const box of boxes(canvasElement)) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription('The code is wrong or has expired. Request a new one.');
    }
    await expect(canvas.getByRole('alert')).toHaveTextContent('The code is wrong or has expired. Request a new one.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '12', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    for (const box of boxes(canvasElement)) await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledDemo() {
  const [code, setCode] = useState('');
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <OtpInput label="Verification code" length={6} value={code} onChange={setCode} />
      <p>Entered: {code.trim() || 'nothing yet'}</p>
      <Button variant="outline" onPress={() => setCode('')}>
        Clear
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('4821');
    await expect(canvas.getByText('Entered: 4821')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(boxValues(canvasElement)).toEqual(['', '', '', '', '', '']);
    await expect(canvas.getByText('Entered: nothing yet')).toBeVisible();
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <OtpInput {...args} />
      <Button>Verify</Button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const digit = (n: number) => canvas.getByRole('textbox', { name: `Digit ${n} of 6` });
    await userEvent.tab();
    await expect(digit(1)).toHaveFocus();
    await userEvent.keyboard('1');
    await expect(digit(2)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(digit(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(digit(2)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(digit(6)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(digit(1)).toHaveFocus();

    // The boxes are one Tab stop: Tab leaves them, Shift+Tab returns to the first empty box.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(digit(2)).toHaveFocus();

    await userEvent.keyboard('23456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(digit(5)).toHaveFocus();
    await expect(digit(5)).toHaveValue('');
    await expect(digit(6)).toHaveValue('');
  },
};
