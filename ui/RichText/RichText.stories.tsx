import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText';

const meta = {
  title: 'UI/RichText',
  component: RichText,
  parameters: {
    docs: {
      description: {
        component:
          "Shows a description written with the RichTextEditor. It is rebuilt from an allow-list of the editor's marks, never injected as HTML, so a script, link, image or style attribute in the text does not reach the page; headings start at h3, under the page's own.",
      },
    },
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    html:
      '<h1>What you get</h1><p>A clean <strong>UK-used</strong> laptop with <em>8 GB RAM</em> and a <u>new battery</u>.</p>' +
      '<ul><li>Charger</li><li>Laptop bag</li></ul><h2>Pickup</h2><ol><li>Message me</li><li>Meet at the faculty gate</li></ol>',
  },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'What you get' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Pickup' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const UnsafeMarkupLeftOut: Story = {
  args: {
    html: '<p onclick="alert(1)">Hello<script>window.hacked = true</script></p><a href="javascript:alert(1)">a link</a><img src="x" onerror="window.hacked = true">',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Hello')).toBeVisible();
    await expect(canvas.getByText('a link')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('script, img, [onclick]')).toBeNull();
  },
};
