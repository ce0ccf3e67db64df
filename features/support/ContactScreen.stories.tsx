import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ContactRequestBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, sampleUser } from '../../stories/msw/respond';
import { ContactScreen } from './ContactScreen';
import { sampleReceipt } from './fixtures';
import { cleanUpAfterStory } from './storyCleanup';
import { pressSend, receiptWhenSent, requestsAre, submitting } from './support.storyKit';

const meta = {
  title: 'Features/Support/ContactScreen',
  component: ContactScreen,
  decorators: [withApp],
  parameters: { route: { path: '/contact-us', url: '/contact-us' } },
  beforeEach() {
    return cleanUpAfterStory;
  },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const contactForm = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Contact form' }));

async function chooseService(form: Canvas, service: string) {
  await userEvent.click(form.getByRole('button', { name: /Service/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: service }));
}

async function fillIn(form: Canvas) {
  await userEvent.type(form.getByLabelText(/First name/), 'Chidi');
  await userEvent.type(form.getByLabelText(/Last name/), 'Okafor');
  await userEvent.type(form.getByLabelText(/Email/), 'chidi.okafor@gmail.com');
  await userEvent.type(form.getByLabelText(/Phone/), '08031234567');
  await chooseService(form, 'Support Request');
  await userEvent.type(form.getByLabelText(/Detail/), 'My order says delivered but I never got it.');
}

/** The form, filled in and sent. */
async function sendFilledIn(canvas: Canvas) {
  const form = contactForm(canvas);
  await fillIn(form);
  await pressSend(form);
  return form;
}

export const Empty: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const form = contactForm(canvas);
    for (const label of [/First name/, /Last name/, /Email/, /Phone/, /Detail/])
      await expect(form.getByLabelText(label)).toHaveValue('');
    await expect(form.getByRole('button', { name: /Service/ })).toHaveTextContent('Choose one');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'support@kampus.ng' })).toHaveAttribute('href', 'mailto:support@kampus.ng');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    const form = contactForm(canvas);
    await userEvent.type(form.getByLabelText(/Email/), 'chidi@');
    await userEvent.type(form.getByLabelText(/Phone/), '12345');
    await pressSend(form);
    await expect(form.getByLabelText(/First name/)).toHaveAccessibleDescription('First name is a required field');
    await expect(form.getByLabelText(/First name/)).toHaveFocus();
    await expect(form.getByText('Last name is a required field')).toBeVisible();
    await expect(form.getByText('Email must be a valid email')).toBeVisible();
    await expect(form.getByText('Phone must be a valid Nigerian mobile number, e.g. 08012345678')).toBeVisible();
    await expect(form.getByText('Service is a required field')).toBeVisible();
    await expect(form.getByText('Detail is a required field')).toBeVisible();
  },
};

export const Submitting: Story = submitting(sendFilledIn);

export const Sent: Story = {
  beforeEach({ msw }) {
    msw.use(
      receiptWhenSent<ContactRequestBody>(
        sampleReceipt,
        (body) =>
          body.firstname === 'Chidi' &&
          body.email === 'chidi.okafor@gmail.com' &&
          body.phone === '+2348031234567' &&
          body.service === 'Support Request' &&
          body.detail === 'My order says delivered but I never got it.',
      ),
    );
  },
  play: async ({ canvas }) => {
    await fillIn(contactForm(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const status = (await canvas.findByText('Message sent')).closest('[role="status"]');
    await expect(status).toHaveTextContent('Message sent');
    await expect(status).toHaveTextContent('We sent a confirmation to chidi.okafor@gmail.com');
    await expect(status).toHaveTextContent('Your reference is KS-1A2B3C4D');
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
    await expect(contactForm(canvas).getByLabelText(/First name/)).toHaveValue('');
  },
};

export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(requestsAre(() => fail(422, 'Email must be a valid email', { email: 'Email must be a valid email' })));
  },
  play: async ({ canvas }) => {
    const form = await sendFilledIn(canvas);
    await waitFor(() => expect(form.getByLabelText(/Email/)).toHaveAccessibleDescription('Email must be a valid email'));
    await expect(form.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(requestsAre(() => fail(429, 'Too many messages sent. Try again in 60 minutes.')));
  },
  play: async ({ canvas }) => {
    const form = await sendFilledIn(canvas);
    await expect(await form.findByRole('alert')).toHaveTextContent('Too many messages sent. Try again in 60 minutes.');
    // What they wrote is still there, to send again.
    await expect(form.getByLabelText(/Detail/)).toHaveValue('My order says delivered but I never got it.');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};

export const SignedInFilledFromAccount: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
  },
  play: async ({ canvas }) => {
    const form = contactForm(canvas);
    await waitFor(() => expect(form.getByLabelText(/First name/)).toHaveValue('Ada'));
    await expect(form.getByLabelText(/Last name/)).toHaveValue('Obi');
    await expect(form.getByLabelText(/Email/)).toHaveValue('ada.obi@unilag.edu.ng');
    await expect(form.getByLabelText(/Phone/)).toHaveValue('08031234567');
  },
};

export const FaqAnswers: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', { name: 'How do wallet deposits and withdrawals work?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/Every withdrawal needs that PIN and is at least ₦1,000/)).toBeVisible();
    const escrow = canvas.getByRole('button', { name: 'How does escrow protect my money?' });
    await userEvent.click(escrow);
    await expect(escrow).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'false'));
  },
};
