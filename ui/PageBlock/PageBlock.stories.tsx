import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { PageBlock } from './PageBlock';

const meta = {
  title: 'UI/PageBlock',
  component: PageBlock,
  args: {
    children: (
      <Box padding="4" background="surfaceMuted" borderRadius="md">
        Funds are held in escrow until you confirm delivery.
      </Box>
    ),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The page container: centred, at most `width` wide (`small` 40rem for a form or receipt, `medium` 72rem for a content page — the default —, `large` 80rem for browsing), with the page gutters (1rem on a phone, 1.5rem from tablet) and room above and below. Put the page's content in one, usually with a Stack inside.",
      },
    },
  },
} satisfies Meta<typeof PageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const blockOf = (canvasElement: HTMLElement) => canvasElement.firstElementChild as HTMLElement;

export const Medium: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const block = blockOf(canvasElement);
    const page = canvasElement.getBoundingClientRect();
    const box = block.getBoundingClientRect();
    // At most 72rem wide, centred, with the tablet gutters.
    await expect(box.width).toBe(Math.min(1152, page.width));
    await expect(box.left - page.left).toBe(page.right - box.right);
    await expect(getComputedStyle(block).paddingLeft).toBe('24px');
    await expect(getComputedStyle(block).paddingTop).toBe('32px');
  },
};

export const Small: Story = {
  args: { width: 'small', as: 'main' },
  play: async ({ canvas, canvasElement }) => {
    const block = canvas.getByRole('main').getBoundingClientRect();
    await expect(block.width).toBe(640);
    await expect(block.left).toBe(canvasElement.getBoundingClientRect().right - block.right);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(blockOf(canvasElement));
    await expect(style.paddingLeft).toBe('16px');
    await expect(style.paddingTop).toBe('24px');
  },
};
