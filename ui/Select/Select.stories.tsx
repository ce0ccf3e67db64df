import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { universities } from '../SearchableSelect/universities.fixture';
import { Select } from './Select';
import { inFormColumn, selectStoryArgs } from './selectStory.fixture';

const services = [
  { id: 'general', name: 'General Inquiry' },
  { id: 'support', name: 'Support Request' },
  { id: 'feedback', name: 'Feedback' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: selectStoryArgs('University', '-- Select your University --', universities),
  decorators: [inFormColumn],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled choice from a list of `{ id, name }` items, opened from a button. The list is about 10rem tall and scrolls. Controlled with `selectedKey`/`onSelectionChange` or uncontrolled with `defaultSelectedKey`; `validationError` marks it invalid. Type a letter on the closed button to jump to an option. When people need to search a long list, use SearchableSelect.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /University/ });
    await expect(trigger).toHaveTextContent('-- Select your University --');
  },
};

export const Open: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /University/ }));
    const listbox = await screen.findByRole('listbox', { name: 'University' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(universities.length);
    const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(10 * rootFontSize + 1);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  },
};

export const ChooseOption: Story = {
  args: { label: 'Service', placeholder: 'Select a service', items: services },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Support Request' }));
    await expect(trigger).toHaveTextContent('Support Request');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('support');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Selected: Story = {
  args: { defaultSelectedKey: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /University/ })).toHaveTextContent('University of Nigeria, Nsukka');
  },
};

export const Controlled: Story = {
  args: { label: 'Service', placeholder: 'Select a service', items: services },
  render: function ControlledStory(args) {
    const [selected, setSelected] = useState<Key | null>('feedback');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Select {...args} selectedKey={selected} onSelectionChange={setSelected} />
        <button type="button" onClick={() => setSelected('general')}>
          Ask a general question
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await expect(trigger).toHaveTextContent('Feedback');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a general question' }));
    await expect(trigger).toHaveTextContent('General Inquiry');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, validationError: 'Please select your university' },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select your university')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /University/ })).toHaveAccessibleDescription('Please select your university');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /University/ })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { label: 'Service', placeholder: 'Select a service', items: services },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(screen.getByRole('option', { name: 'General Inquiry' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Select a service');

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Feedback');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('feedback');
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('s');
    await expect(trigger).toHaveTextContent('Support Request');
  },
};
