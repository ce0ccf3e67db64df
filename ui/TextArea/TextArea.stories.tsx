import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Details', placeholder: 'Tell us how we can help', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled multi-line input (contact details, brand description). With `maxLength` it shows a live count; screen readers hear the characters remaining when the person pauses. Errors come in as `validationError`.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Details' });
    await expect(input).toHaveAttribute('rows', '4');
    await expect(input).toHaveAttribute('placeholder', 'Tell us how we can help');
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Details' });
    await userEvent.type(input, 'My order has not arrived.{Enter}Order #1042');
    await expect(input).toHaveValue('My order has not arrived.\nOrder #1042');
    await expect(args.onChange).toHaveBeenLastCalledWith('My order has not arrived.\nOrder #1042');
  },
};

export const WithCharacterCount: Story = {
  args: {
    label: 'Brand description',
    placeholder: undefined,
    maxLength: 200,
    defaultValue: 'Handmade ankara bags for students.',
    description: 'Shown on your seller page.',
  },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Brand description' });
    await expect(canvas.getByText('34/200')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Shown on your seller page. 166 characters remaining');
  },
};

export const CountWhileTyping: Story = {
  args: { label: 'Brand description', placeholder: undefined, maxLength: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Brand description' }), 'Ankara bags');
    await expect(canvas.getByText('11/200')).toBeVisible();
    // The screen-reader count catches up once typing pauses.
    await expect(await canvas.findByText('189 characters remaining')).toHaveAttribute('aria-live', 'polite');
  },
};

export const AtLimit: Story = {
  args: { label: 'Location tips', placeholder: undefined, maxLength: 20 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Location tips' });
    await userEvent.type(input, 'Behind the faculty of arts');
    await expect(input).toHaveValue('Behind the faculty o');
    await expect(canvas.getByText('20/20')).toBeVisible();
    await expect(await canvas.findByText('0 characters remaining')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { label: 'Brand description', isRequired: true, validationError: 'Brand description is required' },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Brand description' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Brand description is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Submitted on 12 May.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Details' })).toBeDisabled();
  },
};

function ControlledDemo() {
  const [text, setText] = useState('Great seller!');
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <TextArea label="Review" value={text} onChange={setText} maxLength={100} rows={3} />
      <Button variant="outline" onPress={() => setText('')}>
        Clear
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('13/100')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('textbox', { name: 'Review' })).toHaveValue('');
    await expect(canvas.getByText('0/100')).toBeVisible();
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <form style={{ display: 'grid', gap: 12, justifyItems: 'start' }} onSubmit={(event) => event.preventDefault()}>
      <TextArea {...args} />
      <Button type="submit">Submit</Button>
    </form>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Details' });
    await expect(input).toHaveFocus();
    // Enter starts a new line; it does not submit the form.
    await userEvent.keyboard('Line one{Enter}Line two');
    await expect(input).toHaveValue('Line one\nLine two');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  },
};
