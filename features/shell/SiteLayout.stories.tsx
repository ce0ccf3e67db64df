import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { SiteLayout } from './SiteLayout';

/** The layout with a page in its outlet, as the app's routes give it one. */
function SiteWithPage() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route
          index
          element={
            <section style={{ padding: '2rem' }}>
              <h1>Buy, Sell, Trade Securely, Student to Student</h1>
              <a href="/explore">See All</a>
            </section>
          }
        />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Features/Shell/SiteLayout',
  component: SiteLayout,
  decorators: [withApp],
  render: () => <SiteWithPage />,
  parameters: { layout: 'fullscreen', route: { path: '/*', url: '/' } },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const SkipToContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'See All' })).toHaveFocus();
  },
};
