import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ModalTrigger } from '../Modal';
import { Drawer, type DrawerProps } from './Drawer';

const categories = ['Electronics', 'Books', 'Fashion', 'Food', 'Hostel essentials'];

function FilterFields() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {categories.map((category) => (
        <Checkbox key={category}>{category}</Checkbox>
      ))}
    </div>
  );
}

function FilterFooter() {
  return (
    <>
      <Button variant="outline" fullWidth>
        Reset
      </Button>
      <Button fullWidth slot="close">
        Apply
      </Button>
    </>
  );
}

/** The explore page's 'Filters' button and the drawer it opens (trigger-based). */
function FilterDrawerDemo({ side }: Pick<DrawerProps, 'side'>) {
  return (
    <ModalTrigger>
      <Button variant="outline" iconStart={<SlidersHorizontal size={18} aria-hidden="true" />}>
        Filters
      </Button>
      <Drawer title="Filters" side={side} footer={<FilterFooter />}>
        <FilterFields />
      </Drawer>
    </ModalTrigger>
  );
}

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { title: 'Filters', children: <FilterFields />, side: 'left' },
  parameters: {
    docs: {
      // Open overlays would cover the whole docs page: each story gets its own frame there.
      story: { inline: false, height: '480px' },
      description: {
        component:
          'A full-height side sheet, left or right: the explore page\'s filter panel on small screens. Put it in a `ModalTrigger` with the button that opens it, or control it with `isOpen` + `onClose`. It traps focus, locks the page\'s scroll, closes on Escape, its close button or a click on the dimmed page, and returns focus to the opener. `footer` pins buttons under the scrolling body; a footer button with `slot="close"` closes the drawer.',
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const FilterPanelOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  render: (args) => <FilterDrawerDemo side={args.side} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Books' }));
    await expect(within(drawer).getByRole('checkbox', { name: 'Books' })).toBeChecked();
    // Measured once the slide-in has finished.
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(drawer.getBoundingClientRect().height).toBe(window.innerHeight);
    await expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

export const RightSide: Story = {
  args: { side: 'right' },
  parameters: { visual: true },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <Drawer {...args} isOpen={isOpen} onClose={() => setOpen(false)} title="Order summary">
        Two items, ₦12,500 in escrow.
      </Drawer>
    );
  },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Order summary' });
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
  },
};

export const LocksPageScroll: Story = {
  render: (args) => (
    <div style={{ height: '300vh' }}>
      <FilterDrawerDemo side={args.side} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await page().findByRole('dialog', { name: 'Filters' });
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.click(page().getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

export const ClosesOnOutsideClick: Story = {
  args: { isOpen: true, onClose: fn() },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    await userEvent.click(drawer.parentElement?.parentElement ?? document.body);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Enter opens it; Tab stays inside (close, filters, Reset, Apply, back to close); Escape closes and focus returns. */
export const Keyboard: Story = {
  render: (args) => <FilterDrawerDemo side={args.side} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = within(await page().findByRole('dialog', { name: 'Filters' }));
    const order = [
      drawer.getByRole('button', { name: 'Close' }),
      ...categories.map((name) => drawer.getByRole('checkbox', { name })),
      drawer.getByRole('button', { name: 'Reset' }),
      drawer.getByRole('button', { name: 'Apply' }),
      drawer.getByRole('button', { name: 'Close' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
