import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '../../contract';
import { fail, ok, pending, sampleUser } from '../../stories/msw/respond';
import { CHANGE_PHOTO_TITLE, PHOTO_REMOVED_MESSAGE, PHOTO_SAVED_MESSAGE, PHOTO_UNREADABLE_MESSAGE } from './ChangePhotoDialog';
import { samplePhoto, samplePictureFile, userWithPhoto } from './fixtures';
import type { ProfileScreen } from './ProfileScreen';
import { onProfile } from './profile.storyKit';

const CROP_REFUSED = 'The square must lie inside the photo. Move or zoom it and try again. (The photo is 400 × 300 pixels.)';

// The dialog opens from the profile, so a save shows on the profile’s avatar at once.
const meta = { title: 'Features/Account/ChangePhotoDialog', ...onProfile } satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Change Photo' }));
  // The dialog (and its cropper) is a chunk of its own, fetched on the first press: slow on a cold, busy machine.
  return within(await screen.findByRole('dialog', { name: CHANGE_PHOTO_TITLE }, { timeout: 10_000 }));
}

/** Chooses a file through the picker's file input, as the system's dialog would. */
async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
  if (!input) throw new Error('no file input in the dialog');
  await userEvent.upload(input, file);
}

/** Chooses a picture and waits until the cropper has reported a square (Save photo enabled). */
async function chooseAndCrop(dialog: ReturnType<typeof within>) {
  await choose(await samplePictureFile());
  await expect(await dialog.findByRole('group', { name: 'Photo crop' })).toBeVisible();
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Save photo' })).toBeEnabled());
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByText(/Your initials are shown for now/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose a photo' })).toHaveAccessibleDescription('PNG, JPG or WebP < 5MB');
    await expect(dialog.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Save photo' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
  },
};

/** A picture chosen: the crop (arrow keys move, + and - zoom, the Zoom slider), the preview and Save. */
export const ChosenAndCrop: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseAndCrop(dialog);
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    await expect(dialog.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();

    const area = dialog.getByRole('group', { name: 'Photo crop' });
    await expect(area).toHaveAccessibleDescription(/arrow keys to move it/);
    area.focus();
    await userEvent.keyboard('++');
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuetext', '120%'));
    await userEvent.keyboard('-');
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuetext', '110%'));
    const image = dialog.getByRole('group', { name: 'Photo crop' }).parentElement?.querySelector('img');
    const before = image?.style.transform;
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(image?.style.transform).not.toBe(before));

    // The slider works with the keyboard too.
    zoom.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuetext', '120%'));
    await expect(dialog.getByRole('button', { name: 'Choose another photo' })).toBeEnabled();
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(http.put('/v1/user/photo', pending));
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseAndCrop(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save photo' })).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByRole('button', { name: 'Choose another photo' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Saved: the form sent the file and a whole-pixel square; the profile shows the photo at once. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/v1/user/photo', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        const [x, y, size] = ['x', 'y', 'size'].map((name) => Number(form.get(name)));
        const square = [x, y, size].every(Number.isInteger) && (size ?? 0) > 0 && (size ?? 0) <= 300;
        if (!(file instanceof File) || file.type !== 'image/png' || !square) return fail(400, 'Unexpected form');
        return ok(userWithPhoto(sampleUser));
      }),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseAndCrop(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save photo' }));
    await expect(await screen.findByText(PHOTO_SAVED_MESSAGE)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    const avatar = canvas.getByRole<HTMLImageElement>('img', { name: 'Ada Obi' });
    await expect(avatar.tagName).toBe('IMG');
    await expect(avatar).toHaveAttribute('src', samplePhoto.url);
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.put('/v1/user/photo', () => fail(400, CROP_REFUSED, { size: CROP_REFUSED })));
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseAndCrop(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save photo' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(CROP_REFUSED);
    // The crop stays, to be moved and sent again.
    await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeEnabled();
    await expect(dialog.getByRole('group', { name: 'Photo crop' })).toBeVisible();
  },
};

export const WrongFileType: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    // The picker offers images only; a file dropped or forced through is still checked.
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]') ?? document.body,
      new File(['GIF89a'], 'party.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    await expect(await dialog.findByRole('alert')).toHaveTextContent('File type not supported. Please upload a image file.');
    await expect(dialog.queryByRole('group', { name: 'Photo crop' })).not.toBeInTheDocument();
  },
};

export const UnreadablePhoto: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await choose(new File([new Uint8Array([137, 80, 78, 71, 0, 0])], 'broken.png', { type: 'image/png' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(PHOTO_UNREADABLE_MESSAGE);
    await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  },
};

const withPhoto = (user: CurrentUser) => http.get('/v1/user', () => ok(userWithPhoto(user)));

export const Remove: Story = {
  beforeEach({ msw }) {
    msw.use(
      withPhoto(sampleUser),
      http.delete('/v1/user/photo', () => ok(sampleUser)),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ada Obi' }).tagName).toBe('IMG'));
    const dialog = await openDialog(canvas);
    await expect(dialog.getByText(/This is your photo now/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove photo' }));
    await expect(await screen.findByText(PHOTO_REMOVED_MESSAGE)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    // Back to initials.
    await expect(canvas.getByRole('img', { name: 'Ada Obi' })).toHaveTextContent('AO');
  },
};

export const RemoveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      withPhoto(sampleUser),
      http.delete('/v1/user/photo', () => fail(500, 'Something went wrong on our side. Please try again.')),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove photo' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(dialog.getByRole('button', { name: 'Remove photo' })).toBeEnabled();
  },
};
