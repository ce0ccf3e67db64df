import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Avatar } from './Avatar';
import samplePortrait from './sample-portrait.svg';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Obi' },
  parameters: {
    docs: {
      description: {
        component:
          "A person's photo (`src`), or their initials on a colour picked from their name when there is no photo or it fails to load. The initials are made locally: no avatar service ever sees a name. The accessible name is the person's name.",
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Obi' });
    await expect(avatar).toHaveTextContent('AO');
  },
};

export const WithImage: Story = {
  args: { src: samplePortrait, size: 'lg' },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Ada Obi' });
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,AAAA', name: 'Chidi Okeke', size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Chidi Okeke' })).toHaveTextContent('CO'));
  },
};

export const Sizes: Story = {
  parameters: { visual: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, , , extraLarge] = canvas.getAllByRole('img', { name: 'Ada Obi' });
    await expect(extraLarge?.getBoundingClientRect().width).toBeGreaterThan(small?.getBoundingClientRect().width ?? 0);
  },
};

const people = ['Tolu Johnson', 'ngozi eze', 'Ọlá Àdìgún', 'Yusuf', 'Fatima Bello', 'Emeka Nwosu'];

export const Names: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {people.map((name) => (
        <Avatar key={name} {...args} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = ['TJ', 'NE', 'ỌÀ', 'YU', 'FB', 'EN'];
    for (const [index, name] of people.entries()) {
      await expect(canvas.getByRole('img', { name })).toHaveTextContent(expected[index] ?? '');
    }
  },
};

/** An avatar is not a control: Tab skips it and lands on the next button. */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} />
      <Button size="sm" variant="outline">
        Change Photo
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change Photo' })).toHaveFocus();
  },
};

/** A profile photo in several widths: the browser picks the file the size needs (`srcset`, `sizes`). */
export const WithPhoto: Story = {
  args: {
    name: 'Ada Obi',
    size: 'xl',
    photo: {
      url: samplePortrait,
      variants: [
        { width: 48, url: samplePortrait },
        { width: 128, url: samplePortrait },
        { width: 512, url: samplePortrait },
      ],
    },
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Ada Obi' });
    await expect(image).toHaveAttribute('srcset', `${samplePortrait} 48w, ${samplePortrait} 128w, ${samplePortrait} 512w`);
    await expect(image).toHaveAttribute('sizes', '4rem');
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

/** A profile photo whose files are gone: the initials, named the same. */
export const BrokenPhoto: Story = {
  args: {
    name: 'Chidi Okeke',
    size: 'lg',
    photo: { url: '/v1/file/kampus/missing-128.webp', variants: [{ width: 128, url: '/v1/file/kampus/missing-128.webp' }] },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Chidi Okeke' })).toHaveTextContent('CO'));
  },
};
