import type { Decorator } from '@storybook/react-vite';

/** Stories only. Lays the story out in a column at most `px` wide, as a form field sits in a form. */
export const withMaxWidth =
  (px: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth: px }}>
      <Story />
    </div>
  );

/** Stories only. Lays the story out exactly `px` wide (343: a phone's width less the page gutters). */
export const withWidth =
  (px: number): Decorator =>
  (Story) => (
    <div style={{ width: px }}>
      <Story />
    </div>
  );
