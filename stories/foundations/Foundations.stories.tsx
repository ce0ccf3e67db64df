import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lightTokens, textColorPairs } from '../../ui';
import { ColorTable, ContrastTable, RadiusScale, SpacingScale, TypeScale } from './TokenTables';

/** The token tables as stories, so the Foundations pages are tested (a11y, content) like any screen. */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { docs: { description: { component: 'The design tokens, rendered from the theme itself.' } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => <ColorTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(lightTokens.color).length + 1);
    await expect(canvas.getByRole('rowheader', { name: 'color.accent' })).toBeVisible();
  },
};

export const Contrast: Story = {
  parameters: { visual: true },
  render: () => <ContrastTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(textColorPairs.length + 1);
    await expect(canvas.queryByText('Fail')).toBeNull();
  },
};

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: /font\.size\.5xl/ })).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(lightTokens.space).length);
  },
};

export const Radii: Story = {
  render: () => <RadiusScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'radius.full' })).toBeVisible();
  },
};
