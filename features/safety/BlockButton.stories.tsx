import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BlockBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, pending } from '../../stories/msw/respond';
import { blockHandlers } from '../../stories/msw/safety';
import { toast } from '../../ui';
import { BlockButton } from './BlockButton';
import { BLOCK_CONSEQUENCES, blockedMessage, blockTitle, LOG_IN_TO_BLOCK_MESSAGE } from './blockText';

const person = { id: '208', name: 'Chinedu Okafor' };
let blockBodies: BlockBody[] = [];

const meta = {
  title: 'Features/Safety/BlockButton',
  component: BlockButton,
  decorators: [withApp],
  args: { person, onBlocked: fn() },
  parameters: { signedIn: true, route: { path: '/seller/:id', url: '/seller/208' } },
  beforeEach({ msw }) {
    blockBodies = [];
    msw.use(
      http.post('/v1/blocks', async ({ request }) => {
        blockBodies.push((await request.clone().json()) as BlockBody);
        return undefined;
      }),
      ...blockHandlers([], { userId: person.id, name: person.name, avatar: null }),
    );
    return () => toast.clear();
  },
} satisfies Meta<typeof BlockButton>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openConfirmation(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
  return within(await screen.findByRole('alertdialog', { name: blockTitle(person.name) }));
}

// Confirming: what a block does, and that the person is not told.
export const Confirming: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const dialog = await openConfirmation(canvas);
    await expect(dialog.getByText(BLOCK_CONSEQUENCES)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Block' })).toBeEnabled();
  },
};

export const Cancelled: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openConfirmation(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: blockTitle(person.name) })).not.toBeInTheDocument());
    await expect(blockBodies).toEqual([]);
    await expect(args.onBlocked).not.toHaveBeenCalled();
  },
};

export const Blocking: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/blocks', pending));
  },
  play: async ({ canvas }) => {
    const dialog = await openConfirmation(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Block' })).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Blocked: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openConfirmation(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await expect(await screen.findByText(blockedMessage(person.name))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: blockTitle(person.name) })).not.toBeInTheDocument());
    await expect(blockBodies).toEqual([{ userId: '208' }]);
    await expect(args.onBlocked).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/blocks', () => fail(503, 'Kampus is busy. Please try again in a minute.')));
  },
  play: async ({ canvas, args }) => {
    const dialog = await openConfirmation(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Kampus is busy. Please try again in a minute.');
    await expect(args.onBlocked).not.toHaveBeenCalled();
  },
};

export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    await expect(await screen.findByText(LOG_IN_TO_BLOCK_MESSAGE)).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/login?next=%2Fseller%2F208');
    await expect(screen.queryByRole('alertdialog', { name: blockTitle(person.name) })).not.toBeInTheDocument();
  },
};
