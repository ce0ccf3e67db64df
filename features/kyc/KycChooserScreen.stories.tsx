import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { toast } from '../../ui';
import { KycChooserScreen } from './KycChooserScreen';
import { kycStatusHandler } from './storyHandlers';

const meta = {
  title: 'Features/Kyc/KycChooserScreen',
  component: KycChooserScreen,
  decorators: [withApp],
  parameters: { route: { path: '/kyc', url: '/kyc' }, signedIn: true, layout: 'fullscreen' },
  beforeEach({ msw }) {
    toast.clear();
    msw.use(kycStatusHandler('NOT_SUBMITTED'));
  },
} satisfies Meta<typeof KycChooserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');

/** Nothing chosen yet: both account types offered, Proceed disabled. */
export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'KYC Verification' })).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: 'Choose your seller account type' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toHaveAccessibleDescription('For students or single sellers');
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toHaveAccessibleDescription('For a student owning a brand');
    await expect(canvas.getByRole('radio', { name: 'Individual' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeEnabled();
  },
};

/** Keyboard only: Tab into the options, arrow to Brand, Enter proceeds to /kyc/brand. */
export const ChooseBrandByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/kyc/brand'), { timeout: 5000 });
  },
};

/** Enter on an option before any was chosen does not leave the page. */
export const EnterWithoutChoice: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(location()).toHaveTextContent(/^\/kyc$/);
    await expect(canvas.getByRole('heading', { level: 1, name: 'KYC Verification' })).toBeVisible();
  },
};

/** Clicking a card and Proceed opens the individual flow. */
export const ChooseIndividual: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('For students or single sellers'));
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(location()).toHaveTextContent('/kyc/individual'), { timeout: 5000 });
  },
};

/** Go Back returns to the buyer dashboard. */
export const GoBack: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'), { timeout: 5000 });
  },
};

/** After a rejection: the reason from GET /v1/kyc, and the choice is open again. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(kycStatusHandler('REJECTED'));
  },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note', { name: 'Your last KYC submission was not approved' });
    await expect(note).toHaveTextContent('Reason: The student ID photo is blurred. Upload a sharper photo.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Brand' }));
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeEnabled();
    // The screenshot must not depend on where the pointer was left.
    await userEvent.click(document.body);
  },
};
