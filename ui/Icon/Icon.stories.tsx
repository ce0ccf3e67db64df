import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FacebookIcon, InstagramIcon, LinkedInIcon, WhatsAppIcon, XIcon } from './brandIcons';
import { StrokeIcon } from './StrokeIcon';

const meta = {
  title: 'UI/Icon',
  component: StrokeIcon,
  args: { children: <circle cx="12" cy="12" r="9" /> },
  parameters: {
    docs: {
      description: {
        component:
          "`StrokeIcon` draws a glyph in lucide's 24px stroke style (18 px by default, `size` to change) for the icons lucide does not ship (brand marks) or that a page cannot afford lucide for (the password field's eye). Every icon is decorative: hidden from screen readers, so the link or button around it must carry the name. The brand marks: `FacebookIcon`, `WhatsAppIcon`, `InstagramIcon`, `XIcon`, `LinkedInIcon`.",
      },
    },
  },
} satisfies Meta<typeof StrokeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandMarks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <FacebookIcon />
      <WhatsAppIcon />
      <InstagramIcon />
      <XIcon />
      <LinkedInIcon size={20} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(5);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icons[4]).toHaveAttribute('width', '20');
  },
};
