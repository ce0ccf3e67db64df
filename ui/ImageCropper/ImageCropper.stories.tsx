import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import samplePortrait from '../Avatar/sample-portrait.svg';
import { ImageCropper } from './ImageCropper';
import { ImagePicker } from './ImagePicker';

const meta = {
  title: 'UI/ImageCropper',
  component: ImageCropper,
  args: { src: samplePortrait, label: 'Photo crop', onCropChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Crops a picture to a square (react-easy-crop): drag, arrow keys on the picture, the Zoom slider, + and -. Reports the square in the picture’s own pixels. `ImagePicker` chooses the file to crop without uploading it.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onCropChange).toHaveBeenCalled());
    const [first] = (args.onCropChange as ReturnType<typeof fn>).mock.calls.at(-1) ?? [];
    await expect(first).toEqual({ x: expect.any(Number), y: expect.any(Number), size: expect.any(Number) });
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    canvas.getByRole('group', { name: 'Photo crop' }).focus();
    await userEvent.keyboard('+');
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuetext', '110%'));
    // Zoomed in, the square kept is smaller than before.
    await waitFor(() => {
      const [last] = (args.onCropChange as ReturnType<typeof fn>).mock.calls.at(-1) ?? [];
      expect((last as { size: number }).size).toBeLessThan((first as { size: number }).size);
    });
  },
};

export const Picker: Story = {
  render: () => (
    <ImagePicker
      buttonLabel="Choose a photo"
      hint="PNG, JPG or WebP < 5MB"
      acceptedFileTypes={['image/png']}
      onSelect={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a photo' })).toHaveAccessibleDescription('PNG, JPG or WebP < 5MB');
  },
};
