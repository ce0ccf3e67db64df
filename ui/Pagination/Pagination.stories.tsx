import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { totalPages: 10, onPageChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation for long lists (catalogue, events). One sibling on each side of the current page; with fewer than 7 pages all pages show, otherwise first, last, the current page and its siblings with ellipses, always 7 items. Pass `page` + `onPageChange` to control it, or `defaultPage` to let it keep its own page.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page numbers a person sees, in order. */
function shownPages(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);
}

export const FirstPage: Story = {
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(shownPages(canvasElement)).toEqual(['1', '2', '3', '4', '5', '10']);
    await expect(canvas.getByText('…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const ChoosePage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { defaultPage: 5 },
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual(['1', '4', '5', '6', '10']);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PreviousAndNext: Story = {
  args: { defaultPage: 5 },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(shownPages(canvasElement)).toEqual(['1', '5', '6', '7', '10']);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const LastPage: Story = {
  args: { defaultPage: 10 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual(['1', '6', '7', '8', '9', '10']);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const FewPages: Story = {
  args: { totalPages: 6, defaultPage: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(canvas.queryByText('…')).not.toBeInTheDocument();
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual(['1']);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const NoPages: Story = {
  args: { totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const ManyPages: Story = {
  args: { totalPages: 100, defaultPage: 50 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual(['1', '49', '50', '51', '100']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 100' }));
    await expect(shownPages(canvasElement)).toEqual(['1', '96', '97', '98', '99', '100']);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  args: { page: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    // The parent did not move to page 4, so the bar stays where the parent says.
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Keyboard: Story = {
  args: { totalPages: 3 },
  play: async ({ canvas }) => {
    // Previous is disabled on page 1, so the first stop is page 1.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.tab();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    // Next is now disabled: focus moves to the current page instead of being lost.
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** While a page rendered on the server is hydrated: every button waits for its handler. */
export const Disabled: Story = {
  args: { defaultPage: 4, isDisabled: true },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(7);
    for (const button of buttons) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};
