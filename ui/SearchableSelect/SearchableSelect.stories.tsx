import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria-components';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { filterOptions } from './filterOptions';
import { SearchableSelect } from './SearchableSelect';
import { checkoutCampuses, universities } from './universities.fixture';
import { inFormColumn, selectStoryArgs } from '../Select/selectStory.fixture';

const idOf = (name: string) => universities.find((university) => university.name === name)?.id;

const meta = {
  title: 'UI/SearchableSelect',
  component: SearchableSelect,
  args: selectStoryArgs('University', 'Search for your university', universities),
  decorators: [inFormColumn],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled choice from a long list (the universities), filtered as you type: the list shows options whose name contains the text, ignoring case, and says 'No options match your search' (also announced) when none do. Enter picks the highlighted option, or the only match of the typed text; with several matches it picks nothing. Items are `{ id, name }`. Controlled with `selectedKey`/`onSelectionChange`, or uncontrolled with `defaultSelectedKey`. For a handful of fixed options, Select is simpler.",
      },
    },
  },
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Campus', placeholder: 'Search for your campus', items: checkoutCampuses },
  parameters: { visual: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Campus' });
    await userEvent.type(input, 'lag');
    const listbox = await screen.findByRole('listbox');
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'University of Lagos',
      'Lagos State University',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Lagos State University' }));
    await expect(input).toHaveValue('Lagos State University');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('lasu');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
  },
};

export const OpenList: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAccessibleName(/University/);
    await expect(screen.getAllByRole('option')).toHaveLength(universities.length);
    const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(10 * rootFontSize + 1);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  },
};

/** Text typed before the field arrived (the deferred field's stand-in passes it on): the list opens filtered by it. */
export const OpensWithTypedText: Story = {
  args: { label: 'Campus', items: checkoutCampuses, defaultInputValue: 'Lagos', openWithInputValue: true },
  play: async ({ args }) => {
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toContain('University of Lagos');
    await expect(options.length).toBeLessThan(checkoutCampuses.length);
    await userEvent.click(screen.getByRole('option', { name: 'University of Lagos' }));
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

export const FiltersThreeHundred: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'University' });
    await userEvent.type(input, 'lagos');
    await screen.findByRole('listbox');
    const expected = filterOptions(universities, 'lagos').map((option) => option.name);
    await expect(expected.length).toBeGreaterThan(1);
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(expected);
    await userEvent.type(input, ' state');
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Lagos State University',
      'Lagos State University of Science and Technology, Ikorodu',
      'Lagos State University of Education',
    ]);
  },
};

export const NoMatches: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'University' }), 'Harvard');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveTextContent('No options match your search');
    await expect(canvas.getByRole('status')).toHaveTextContent('No options match your search');
  },
};

export const EnterPicksTheOnlyMatch: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'University' });
    await userEvent.type(input, 'lagos{Enter}');
    await expect(input).toHaveValue('lagos');
    await expect(screen.getByRole('listbox')).toBeVisible();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, 'babcock{Enter}');
    await expect(input).toHaveValue('Babcock University');
    await expect(args.onSelectionChange).toHaveBeenCalledWith(idOf('Babcock University'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Uncontrolled: Story = {
  args: { defaultSelectedKey: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'University' })).toHaveValue('University of Lagos');
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [selected, setSelected] = useState<Key | null>(4);
    const name = universities.find((university) => university.id === selected)?.name ?? 'none';
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <SearchableSelect
          {...args}
          selectedKey={selected}
          onSelectionChange={(key) => {
            setSelected(key);
            args.onSelectionChange?.(key);
          }}
        />
        <p>Chosen: {name}</p>
        <button type="button" onClick={() => setSelected(null)}>
          Clear choice
        </button>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'University' });
    await expect(input).toHaveValue('Obafemi Awolowo University');
    await userEvent.clear(input);
    await userEvent.type(input, 'covenant{Enter}');
    await expect(canvas.getByText('Chosen: Covenant University')).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(idOf('Covenant University'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear choice' }));
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
    await expect(input).toHaveValue('');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, validationError: 'University is required' },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'University' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('University is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 1 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'University' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('University of Lagos');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'University' });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('obafemi');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const first = screen.getAllByRole('option')[0];
    await expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
  },
};
