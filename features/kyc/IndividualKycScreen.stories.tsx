import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { KycSubmissionBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { sampleUniversities, sampleUser } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { IndividualKycScreen } from './IndividualKycScreen';
import { filledIndividualDraft, sampleIndividualSubmissionBody } from './fixtures';
import { draftStorageKey, serializeDraft } from './kycDraft';
import {
  dropzone,
  expectUploaded,
  fileInput,
  imageFile,
  kycStatusHandler,
  profileHandlers,
  submitFailureHandler,
  submitHandler,
  uploadHandler,
} from './storyHandlers';

const storageKey = draftStorageKey(sampleUser.id, 'individual');
const ATTESTATION = 'I attest that all information provided are mine an accurate';
const submitted: KycSubmissionBody[] = [];

const meta = {
  title: 'Features/Kyc/IndividualKycScreen',
  component: IndividualKycScreen,
  decorators: [withApp],
  parameters: { route: { path: '/kyc/individual', url: '/kyc/individual' }, signedIn: true, layout: 'fullscreen' },
  beforeEach({ msw }) {
    toast.clear();
    submitted.length = 0;
    sessionStorage.removeItem(storageKey);
    msw.use(
      kycStatusHandler('NOT_SUBMITTED'),
      ...profileHandlers(sampleUser, sampleUniversities),
      uploadHandler(),
      submitHandler(submitted),
    );
    return () => sessionStorage.removeItem(storageKey);
  },
} satisfies Meta<typeof IndividualKycScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');
const proceed = () => screen.getByRole('button', { name: 'Proceed' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Step 1 of 3: the personal details, prefilled. */
export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await stepHeading('Personal details');
    await expect(canvas.getByText('Individual account')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 3' })).toHaveAttribute('aria-valuetext', '33%');
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    await expect(proceed()).toBeDisabled();
  },
};

/** The three steps by hand, then POST /v1/kyc as an individual (no brand fields) and done. */
export const SubmitSuccess: Story = {
  play: async ({ canvas, canvasElement }) => {
    await stepHeading('Personal details');
    await userEvent.type(canvas.getByRole('textbox', { name: /NIN/ }), '12345678901{Enter}');
    await stepHeading('Student ID');
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 3' })).toHaveAttribute('aria-valuetext', '67%');
    await expect(proceed()).toBeDisabled();
    const zone = dropzone(canvasElement, 'Student ID');
    await expect(within(zone).getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'SVG, PNG, JPG < 5MB (MAX of 1)',
    );
    await userEvent.upload(fileInput(zone), imageFile('student-id.png'));
    await expectUploaded(canvasElement, 'Student ID', 'student-id.png', /^blob:/);
    await userEvent.click(proceed());
    await stepHeading('Attestation');
    await expect(canvas.getByRole('progressbar', { name: 'Step 3 of 3' })).toHaveAttribute('aria-valuetext', '100%');
    await expect(canvas.queryByText('Brand name')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: ATTESTATION }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('KYC information submitted successfully')).toBeVisible();
    await expect(
      await canvas.findByText(
        'Your data has been submitted. You will get a response to your email once processes are completed.',
      ),
    ).toBeVisible();
    await expect(submitted).toEqual([sampleIndividualSubmissionBody]);
  },
};

/** A NIN the server refuses: its message as a toast, and back on the details step under the NIN. */
export const SubmitServerError: Story = {
  beforeEach({ msw }) {
    msw.use(submitFailureHandler(400, 'NIN must be 11 digits', { nin: 'NIN must be 11 digits' }));
    sessionStorage.setItem(storageKey, serializeDraft({ ...filledIndividualDraft(2), attestation: true }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    const notifications = within(await screen.findByRole('region', { name: /notification/i }));
    await expect(await notifications.findByText('NIN must be 11 digits')).toBeVisible();
    await stepHeading('Personal details');
    await expect(canvas.getByRole('textbox', { name: /NIN/ })).toHaveAccessibleDescription(/NIN must be 11 digits/);
  },
};

/** Back on the first step returns to the chooser. */
export const BackLeavesTheFlow: Story = {
  play: async ({ canvas }) => {
    await stepHeading('Personal details');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/kyc$/), { timeout: 5000 });
  },
};
