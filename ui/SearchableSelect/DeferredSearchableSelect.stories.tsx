import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria-components';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DeferredSearchableSelect } from './DeferredSearchableSelect';
import { checkoutCampuses } from './universities.fixture';
import { inFormColumn, selectStoryArgs } from '../Select/selectStory.fixture';

const unilag = checkoutCampuses.find((campus) => campus.name === 'University of Lagos');

const meta = {
  title: 'UI/SearchableSelect/Deferred',
  component: DeferredSearchableSelect,
  args: selectStoryArgs('Campus', '-- Select your campus --', checkoutCampuses),
  decorators: [inFormColumn],
  parameters: {
    docs: {
      description: {
        component:
          'A SearchableSelect whose combobox is downloaded on the first interaction with the field rather than with the page, for a field most visitors never touch (checkout’s campus, filled from the profile; the explore filters’ university). Until then a stand-in of the same size shows the label, the chosen option, the description and the error under the same accessible names. Focusing it swaps in the real field with the focus (and anything typed); pressing its toggle opens the list.',
      },
    },
  },
} satisfies Meta<typeof DeferredSearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any interaction: the stand-in, showing the chosen campus under the field's name. */
export const Chosen: Story = {
  args: { defaultSelectedKey: unilag?.id, description: 'The campus you study at.', isRequired: true },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Campus' });
    await expect(input).toHaveValue('University of Lagos');
    await expect(input).toHaveAccessibleDescription('The campus you study at.');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Focusing the field brings in the real one, which keeps the focus and filters what is typed. */
export const FocusThenType: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Campus' })).toHaveFocus());
    // The real field (react-aria's, marked data-rac) has arrived and holds the focus.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Campus' })).toHaveAttribute('data-rac'));
    await expect(canvas.getByRole('combobox', { name: 'Campus' })).toHaveFocus();
    await userEvent.keyboard('Lagos');
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toContain('University of Lagos');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

/** Pressing the toggle before the field has arrived opens its list once it has. */
export const ToggleOpensTheList: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Campus/ }));
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(checkoutCampuses.length);
    await userEvent.keyboard('{Escape}');
  },
};

function ControlledDemo() {
  const [campus, setCampus] = useState<Key | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DeferredSearchableSelect
        label="Campus"
        placeholder="-- Select your campus --"
        items={checkoutCampuses}
        selectedKey={campus}
        onSelectionChange={setCampus}
        validationError={campus === null ? 'Campus is a required field' : undefined}
        isRequired
      />
      <button type="button" onClick={() => setCampus(unilag?.id ?? null)}>
        Use my profile’s campus
      </button>
    </div>
  );
}

/** The stand-in follows the controlled value and shows the form’s error, as the real field does. */
export const ControlledWithError: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Campus' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Campus is a required field');
    await userEvent.click(canvas.getByRole('button', { name: 'Use my profile’s campus' }));
    await expect(canvas.getByRole('combobox', { name: 'Campus' })).toHaveValue('University of Lagos');
    await expect(canvas.queryByText('Campus is a required field')).not.toBeInTheDocument();
  },
};
