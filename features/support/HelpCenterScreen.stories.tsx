import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AccountSupportRequestBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, sampleUser } from '../../stories/msw/respond';
import { sampleHelpCenterReceipt } from './fixtures';
import { HelpCenterScreen } from './HelpCenterScreen';
import { cleanUpAfterStory } from './storyCleanup';
import { pressSend, receiptWhenSent, requestsAre, submitting } from './support.storyKit';

const meta = {
  title: 'Features/Support/HelpCenterScreen',
  component: HelpCenterScreen,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/dashboard/help-center', url: '/dashboard/help-center' } },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
    return cleanUpAfterStory;
  },
} satisfies Meta<typeof HelpCenterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const helpForm = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Help center form' }));

async function fillIn(form: Canvas) {
  await userEvent.click(form.getByRole('button', { name: /Service interest/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Feedback' }));
  await userEvent.type(form.getByLabelText(/Detail/), 'Please add a dark mode.');
}

/** The form, once the account's phone is in it, filled in and sent. */
async function sendFilledIn(canvas: Canvas) {
  const form = helpForm(canvas);
  await waitFor(() => expect(form.getByLabelText(/Phone/)).toHaveValue('08031234567'));
  await fillIn(form);
  await pressSend(form);
  return form;
}

export const Filled: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    const form = helpForm(canvas);
    await waitFor(() => expect(form.getByLabelText(/Phone/)).toHaveValue('08031234567'));
    await expect(form.getByText('ada.obi@unilag.edu.ng')).toBeVisible();
    await expect(form.getByRole('button', { name: /Service interest/ })).toHaveTextContent('Choose one');
    await expect(form.getByLabelText(/Detail/)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'support@kampus.ng' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(8);
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    const form = helpForm(canvas);
    await waitFor(() => expect(form.getByLabelText(/Phone/)).toHaveValue('08031234567'));
    await userEvent.clear(form.getByLabelText(/Phone/));
    await pressSend(form);
    await expect(form.getByLabelText(/Phone/)).toHaveAccessibleDescription('Phone is a required field');
    await expect(form.getByText('Service interest is a required field')).toBeVisible();
    await expect(form.getByText('Detail is a required field')).toBeVisible();
  },
};

export const Submitting: Story = submitting(sendFilledIn);

export const Sent: Story = {
  beforeEach({ msw }) {
    msw.use(
      receiptWhenSent<AccountSupportRequestBody>(
        sampleHelpCenterReceipt,
        (body, request) =>
          body.phone === '+2348031234567' &&
          body.service === 'Feedback' &&
          body.detail === 'Please add a dark mode.' &&
          body.email === undefined &&
          request.headers.get('authorization')?.startsWith('Bearer '),
      ),
    );
  },
  play: async ({ canvas }) => {
    await sendFilledIn(canvas);
    const status = (await canvas.findByText('Message sent')).closest('[role="status"]');
    await expect(status).toHaveTextContent('We sent a confirmation to ada.obi@unilag.edu.ng');
    await expect(status).toHaveTextContent('Your reference is KS-1A2B3C4D');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(requestsAre(() => fail(500, 'Something went wrong on our side. Please try again (reference req_1).')));
  },
  play: async ({ canvas }) => {
    const form = await sendFilledIn(canvas);
    await expect(await form.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};
