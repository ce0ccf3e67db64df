import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { EditorSkeleton } from './EditorSkeleton';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { frame } from './RichTextEditor.css';

const storageKey = 'kampus:story:product-description';

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Description', onChange: fn() },
  decorators: [
    (Story) => (
      <Box maxWidth="lg">
        <Story />
      </Box>
    ),
  ],
  beforeEach: () => {
    localStorage.removeItem(storageKey);
  },
  parameters: {
    docs: {
      description: {
        component:
          'Formatted text for product and event descriptions: bold, italic, underline, paragraph, headings 1–3 and lists, from a toolbar (one tab stop, arrow keys between buttons, each toggle showing whether it applies to the selection). `onChange` receives HTML. With `storageKey`, the draft is kept in localStorage as the user types (once typing pauses, and at once when the editor goes away or the tab is hidden) and at once with Ctrl+S / Cmd+S, restored when the editor loads again; call `clearDraft(storageKey)` after the form is submitted. On a narrow screen the toolbar wraps onto a second row, so every button stays in reach. tiptap is loaded lazily, so pages without an editor never download it; a skeleton of the same size shows meanwhile.',
      },
    },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findEditable(canvasElement: HTMLElement, name = 'Description') {
  return within(canvasElement).findByRole('textbox', { name }, { timeout: 10_000 });
}

/** Selects the whole text of an element, as a triple click does. */
async function selectText(element: HTMLElement) {
  await userEvent.tripleClick(element);
  // On a loaded machine the three clicks can land as a double click (one word): select the
  // element's text exactly, as a mouse drag over it would, and wait for the editor to see it.
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
  await waitFor(() => expect(selection?.toString()).toBe(element.textContent));
}

export const Empty: Story = {
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    const editable = await findEditable(canvasElement);
    await expect(editable).toHaveAttribute('aria-multiline', 'true');
    await expect(editable).toHaveTextContent('');
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Paragraph',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bullet list',
      'Numbered list',
    ]) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-pressed');
    }
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const editable = await findEditable(canvasElement);
    await userEvent.click(editable);
    await userEvent.keyboard('Fairly used iPhone 12');
    await expect(editable).toHaveTextContent('Fairly used iPhone 12');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Fairly used iPhone 12</p>');
  },
};

export const WithContent: Story = {
  args: {
    defaultValue:
      '<h2>Wireless earbuds</h2><p>Barely used, <strong>with the charging case</strong> and <em>two spare tips</em>.</p><ul><li><p>Bluetooth 5.3</p></li><li><p>20 hours of battery</p></li></ul>',
  },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const editable = await findEditable(canvasElement);
    await expect(within(editable).getByRole('heading', { level: 2, name: 'Wireless earbuds' })).toBeVisible();
    await expect(within(editable).getAllByRole('listitem')).toHaveLength(2);
    await expect(editable.querySelector('strong')).toHaveTextContent('with the charging case');
  },
};

export const ReflectsSelection: Story = {
  args: { defaultValue: '<p>Barely used, <strong>with the charging case</strong> and <em>two spare tips</em>.</p>' },
  play: async ({ canvas, canvasElement }) => {
    const editable = await findEditable(canvasElement);
    await selectText(within(editable).getByText('with the charging case'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
    await selectText(within(editable).getByText('two spare tips'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** What shows while tiptap loads: a skeleton in the editor's frame, at the editor's size. */
export const Loading: Story = {
  render: (args) => (
    <Stack space="6">
      <EditorSkeleton />
      <RichTextEditor {...args} />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const loading = canvas.getByText('Loading editor');
    await expect(loading).toHaveAttribute('role', 'status');
    await expect(loading.parentElement).toHaveAttribute('aria-busy', 'true');
    const editable = await findEditable(canvasElement);
    const frameOf = (element: Element) => element.closest(`.${frame.classNames.base}`)?.getBoundingClientRect();
    const skeleton = frameOf(loading);
    const editor = frameOf(editable);
    await expect(skeleton?.height).toBe(editor?.height);
    await expect(skeleton?.width).toBe(editor?.width);
  },
};

export const ToolbarToggles: Story = {
  args: { defaultValue: '<p>Brand new calculator</p>' },
  play: async ({ canvas, canvasElement, args }) => {
    const editable = await findEditable(canvasElement);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await selectText(within(editable).getByText('Brand new calculator'));
    await userEvent.click(bold);
    await expect(editable.querySelector('strong')).toHaveTextContent('Brand new calculator');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Brand new calculator</strong></p>');

    await userEvent.click(canvas.getByRole('button', { name: 'Underline' }));
    await expect(editable.querySelector('u')).toHaveTextContent('Brand new calculator');
    await userEvent.click(bold);
    await expect(editable.querySelector('strong')).toBeNull();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
  },
};

export const HeadingsAndLists: Story = {
  args: { defaultValue: '<p>Event details</p><p>Free drinks</p>' },
  play: async ({ canvas, canvasElement, args }) => {
    const editable = await findEditable(canvasElement);
    await userEvent.click(within(editable).getByText('Event details'));
    await userEvent.click(canvas.getByRole('button', { name: 'Heading 2' }));
    await expect(within(editable).getByRole('heading', { level: 2, name: 'Event details' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Paragraph' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(within(editable).getByText('Free drinks'));
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await expect(within(editable).getByRole('list')).toHaveTextContent('Free drinks');
    await expect(editable.querySelector('ol')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Bullet list' }));
    await expect(editable.querySelector('ul')).not.toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith('<h2>Event details</h2><ul><li><p>Free drinks</p></li></ul>');

    await userEvent.click(within(editable).getByText('Event details'));
    await userEvent.click(canvas.getByRole('button', { name: 'Paragraph' }));
    await expect(within(editable).queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** The editor with a button that unmounts and mounts it again, as leaving and coming back would. */
function ReloadableEditor(args: RichTextEditorProps) {
  const [mount, setMount] = useState(0);
  return (
    <Stack space="3" align="left">
      <Box width="full">
        <RichTextEditor key={mount} {...args} />
      </Box>
      <Button variant="outline" size="sm" onPress={() => setMount((count) => count + 1)}>
        Reload editor
      </Button>
    </Stack>
  );
}

export const SaveDraft: Story = {
  args: { storageKey },
  render: (args) => <ReloadableEditor {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const editable = await findEditable(canvasElement);
    await userEvent.click(editable);
    await userEvent.keyboard('Selling my hostel fan');
    await userEvent.keyboard('{Control>}s{/Control}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Draft saved');
    await expect(localStorage.getItem(storageKey)).toBe('<p>Selling my hostel fan</p>');

    await userEvent.click(canvas.getByRole('button', { name: 'Reload editor' }));
    const reloaded = await findEditable(canvasElement);
    await expect(reloaded).toHaveTextContent('Selling my hostel fan');
    await expect(canvas.getByRole('status')).toHaveTextContent('Draft restored');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Selling my hostel fan</p>');
  },
};

/** No Ctrl+S on a phone: the draft is kept as the seller types, once typing pauses. */
export const DraftKeptAsYouType: Story = {
  args: { storageKey },
  render: (args) => <ReloadableEditor {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const editable = await findEditable(canvasElement);
    await userEvent.click(editable);
    await userEvent.keyboard('Hostel fan, barely used');
    await waitFor(() => expect(localStorage.getItem(storageKey)).toBe('<p>Hostel fan, barely used</p>'), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Draft saved');
    await expect(canvas.getByText('Your draft is kept as you type')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reload editor' }));
    const reloaded = await findEditable(canvasElement);
    await expect(reloaded).toHaveTextContent('Hostel fan, barely used');
    await expect(canvas.getByRole('status')).toHaveTextContent('Draft restored');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Hostel fan, barely used</p>');
  },
};

/** The editor with buttons that take it off the page and bring it back, as leaving a form and returning would. */
function LeavableEditor(args: RichTextEditorProps) {
  const [shown, setShown] = useState(true);
  return (
    <Stack space="3" align="left">
      {shown && (
        <Box width="full">
          <RichTextEditor {...args} />
        </Box>
      )}
      <Button variant="outline" size="sm" onPress={() => setShown((now) => !now)}>
        {shown ? 'Leave' : 'Come back'}
      </Button>
    </Stack>
  );
}

/** Leaving before typing pauses loses nothing: the draft is written as the editor goes away. */
export const LeavingKeepsTheDraft: Story = {
  args: { storageKey },
  render: (args) => <LeavableEditor {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const editable = await findEditable(canvasElement);
    await userEvent.click(editable);
    await userEvent.keyboard('Reading lamp');
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await expect(localStorage.getItem(storageKey)).toBe('<p>Reading lamp</p>');
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    await expect(await findEditable(canvasElement)).toHaveTextContent('Reading lamp');
  },
};

const phoneViewport = {
  viewport: { options: { phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
};

/** Whether `inner` lies wholly inside `outer` on screen. */
function isInside(inner: DOMRect, outer: DOMRect) {
  return inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
}

/**
 * In a form on a 375 px phone (the page's and the form card's padding leave the editor about
 * 300 px) every toolbar button is on screen, the toolbar wrapping onto a second row, and the
 * skeleton wraps the same way.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: true, layout: 'fullscreen', ...phoneViewport },
  render: (args) => (
    <Box padding="4">
      <Box padding="5">
        <Stack space="6">
          <EditorSkeleton />
          <RichTextEditor {...args} storageKey={storageKey} />
        </Stack>
      </Box>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const editable = await findEditable(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const frameOf = (element: Element) => element.closest(`.${frame.classNames.base}`)!;
    const bounds = frameOf(toolbar).getBoundingClientRect();
    for (const button of within(toolbar).getAllByRole('button')) {
      await expect(isInside(button.getBoundingClientRect(), bounds), button.getAttribute('aria-label') ?? '').toBe(true);
    }
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toBeVisible();
    await userEvent.click(editable);
    await userEvent.keyboard('Free drinks');
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await expect(editable.querySelector('ol')).toHaveTextContent('Free drinks');

    const skeleton = frameOf(canvas.getByText('Loading editor')).getBoundingClientRect();
    await expect(skeleton.height).toBe(frameOf(toolbar).getBoundingClientRect().height);
    // The screenshot waits for the draft's status, so it does not race the pause.
    await expect(await canvas.findByText('Draft saved', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    validationError: 'Description is required',
    isRequired: true,
    description: 'Condition, what is included, where to meet.',
  },
  play: async ({ canvasElement }) => {
    const editable = await findEditable(canvasElement);
    await expect(editable).toHaveAttribute('aria-invalid', 'true');
    await expect(editable).toHaveAttribute('aria-required', 'true');
    await expect(editable).toHaveAccessibleDescription('Condition, what is included, where to meet. Description is required');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: '<p>Ticket includes dinner</p>' },
  play: async ({ canvas, canvasElement }) => {
    const editable = await findEditable(canvasElement);
    const bold = canvas.getByRole('button', { name: 'Bold' });

    await userEvent.tab();
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Underline' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Paragraph' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(bold).toHaveFocus();

    // The toolbar is one tab stop: Tab goes on to the text.
    await userEvent.tab();
    await expect(editable).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.tab({ shift: true });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(bold).toHaveFocus();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editable.querySelector('strong')).toHaveTextContent('Ticket includes dinner');
  },
};
