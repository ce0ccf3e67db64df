import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { KycSubmissionBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { pending, sampleUniversities, sampleUser } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { BrandKycScreen } from './BrandKycScreen';
import { filledBrandDraft, sampleBrandLogo, sampleBrandSubmissionBody, sampleStudentId } from './fixtures';
import { draftStorageKey, serializeDraft, type KycDraft } from './kycDraft';
import {
  dropzone,
  expectUploaded,
  fileInput,
  imageFile,
  kycStatusHandler,
  oversizedImage,
  pdfFile,
  profileHandlers,
  submitBrokenHandler,
  submitFailureHandler,
  submitHandler,
  uploadFailureHandler,
  uploadHandler,
} from './storyHandlers';

const storageKey = draftStorageKey(sampleUser.id, 'brand');
const DONE_TEXT = 'Your data has been submitted. You will get a response to your email once processes are completed.';
const ATTESTATION = 'I attest that all information provided are mine an accurate';

/** Start the story on a saved draft, as after a reload. */
function resumeAt(draft: KycDraft) {
  return () => sessionStorage.setItem(storageKey, serializeDraft(draft));
}

const meta = {
  title: 'Features/Kyc/BrandKycScreen',
  component: BrandKycScreen,
  decorators: [withApp],
  parameters: { route: { path: '/kyc/brand', url: '/kyc/brand' }, signedIn: true, layout: 'fullscreen' },
  beforeEach({ msw }) {
    toast.clear();
    sessionStorage.removeItem(storageKey);
    msw.use(kycStatusHandler('NOT_SUBMITTED'), ...profileHandlers(sampleUser, sampleUniversities), uploadHandler());
    return () => sessionStorage.removeItem(storageKey);
  },
} satisfies Meta<typeof BrandKycScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');
const proceed = () => screen.getByRole('button', { name: 'Proceed' });
const UPLOAD_HINT = 'SVG, PNG, JPG < 5MB (MAX of 1)';
const STUDENT_ID_DESCRIPTION = 'A clear photo of the front of your student identity card.';
async function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}
/** Screenshots must not depend on the pointer or focus left on a control. */
async function restPointer() {
  await userEvent.click(document.body);
}

/** Step 0: names and university prefilled from the profile; Proceed waits for a valid NIN. */
export const Step0PersonalDetails: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await stepHeading('Personal details');
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 5' })).toHaveAttribute('aria-valuetext', '20%');
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: /Last name/ })).toHaveValue('Obi');
    await expect(canvas.getByRole('combobox', { name: /University/ })).toHaveValue('University of Lagos');
    await expect(proceed()).toBeDisabled();
    const nin = canvas.getByRole('textbox', { name: /NIN/ });
    await userEvent.type(nin, '1234');
    await userEvent.tab();
    await expect(nin).toHaveAccessibleDescription(/NIN must be 11 digits/);
    await userEvent.type(nin, '5678901');
    await expect(canvas.queryByText('NIN must be 11 digits')).toBeNull();
    await expect(proceed()).toBeEnabled();
    await restPointer();
  },
};

/** Step 0 with a name cleared: the spec's message once the field is left, and Proceed stays off. */
export const Step0Invalid: Story = {
  play: async ({ canvas }) => {
    await stepHeading('Personal details');
    const first = canvas.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.tab();
    await expect(first).toHaveAccessibleDescription('First name is a required field');
    await userEvent.type(canvas.getByRole('textbox', { name: /NIN/ }), '12345678901');
    await expect(proceed()).toBeDisabled();
  },
};

/** Letters cannot go into the NIN. */
export const Step0NinDigitsOnly: Story = {
  play: async ({ canvas }) => {
    const nin = await canvas.findByRole('textbox', { name: /NIN/ });
    await userEvent.type(nin, '12ab34');
    await expect(nin).toHaveValue('1234');
  },
};

/** Back on the first step leaves the flow for the chooser. */
export const Step0Back: Story = {
  play: async ({ canvas }) => {
    await stepHeading('Personal details');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/kyc$/), { timeout: 5000 });
  },
};

/** Profile and universities loading: a skeleton that says so. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your details')).toBeInTheDocument();
  },
};

/** Step 1: pick the student ID; it uploads at once and shows with its thumbnail, then Proceed. */
export const Step1StudentIdUpload: Story = {
  beforeEach: resumeAt({ ...filledBrandDraft(1), studentId: null }),
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    await stepHeading('Student ID');
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 5' })).toHaveAttribute('aria-valuetext', '40%');
    const zone = dropzone(canvasElement, 'Student ID');
    await expect(within(zone).getByText('Drag and drop an image here, or')).toBeVisible();
    const choose = within(zone).getByRole('button', { name: 'Choose file' });
    await expect(choose).toHaveAccessibleDescription(UPLOAD_HINT);
    await expect(fileInput(zone)).not.toHaveAttribute('multiple');
    await expect(proceed()).toBeDisabled();
    await userEvent.upload(fileInput(zone), imageFile('student-id.png'));
    await expectUploaded(canvasElement, 'Student ID', 'student-id.png', /^blob:/);
    await expect(within(zone).getByRole('status')).toHaveTextContent('student-id.png uploaded');
    await expect(proceed()).toBeEnabled();
    await restPointer();
  },
};

/** While the student ID is uploading: its tile says so, and Proceed waits. */
export const Step1Uploading: Story = {
  beforeEach: [
    resumeAt({ ...filledBrandDraft(1), studentId: null }),
    ({ msw }) => {
      msw.use(http.post('/v1/file/upload', pending));
    },
  ],
  play: async ({ canvasElement }) => {
    await stepHeading('Student ID');
    const zone = dropzone(canvasElement, 'Student ID');
    await userEvent.upload(fileInput(zone), imageFile('student-id.png'));
    const tile = within(await within(zone).findByRole('list', { name: 'Student ID files' })).getByRole('listitem');
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(within(tile).getByText('student-id.png')).toBeVisible();
    await expect(within(tile).queryByText('Uploaded')).toBeNull();
    await expect(proceed()).toBeDisabled();
  },
};

/** The server refuses the upload: its message on the file, Retry offered, and Proceed stays off. */
export const Step1UploadFailure: Story = {
  beforeEach: [
    resumeAt({ ...filledBrandDraft(1), studentId: null }),
    ({ msw }) => {
      msw.use(uploadFailureHandler(400, 'The file is not an image the server can read.'));
    },
  ],
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    await stepHeading('Student ID');
    const zone = dropzone(canvasElement, 'Student ID');
    await userEvent.upload(fileInput(zone), imageFile('student-id.png'));
    const retry = await within(zone).findByRole('button', { name: 'Retry' });
    await expect(within(zone).getByText('The file is not an image the server can read.')).toBeVisible();
    await expect(retry).toHaveAccessibleDescription('student-id.png The file is not an image the server can read.');
    await expect(within(zone).getByRole('status')).toHaveTextContent('student-id.png was not uploaded.');
    await expect(proceed()).toBeDisabled();
    await restPointer();
  },
};

/** Retry after a failed upload: the second try goes through and Proceed comes on. */
export const Step1RetryUpload: Story = {
  beforeEach: [
    resumeAt({ ...filledBrandDraft(1), studentId: null }),
    ({ msw }) => {
      // Refuses the first upload only; the story's upload handler answers the retry.
      msw.use(uploadFailureHandler(503, 'The file service is busy. Try again.', { once: true }));
    },
  ],
  play: async ({ canvasElement }) => {
    await stepHeading('Student ID');
    const zone = dropzone(canvasElement, 'Student ID');
    await userEvent.upload(fileInput(zone), imageFile('student-id.png'));
    await userEvent.click(await within(zone).findByRole('button', { name: 'Retry' }));
    await expectUploaded(canvasElement, 'Student ID', 'student-id.png');
    await expect(within(zone).queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(proceed()).toBeEnabled();
  },
};

/** Too big or not an image: refused before anything is sent, with the spec's messages. */
export const Step1UploadRefusedLocally: Story = {
  beforeEach: resumeAt({ ...filledBrandDraft(1), studentId: null }),
  play: async ({ canvasElement }) => {
    await stepHeading('Student ID');
    const zone = dropzone(canvasElement, 'Student ID');
    await userEvent.upload(fileInput(zone), oversizedImage());
    await expect(within(zone).getByRole('alert')).toHaveTextContent(
      'File size is too large. Please upload a file less than 5MB.',
    );
    await expect(zone).toHaveAccessibleDescription(
      `${STUDENT_ID_DESCRIPTION} ${UPLOAD_HINT} File size is too large. Please upload a file less than 5MB.`,
    );
    await userEvent.upload(fileInput(zone), pdfFile(), { applyAccept: false });
    await expect(within(zone).getByRole('alert')).toHaveTextContent('File type not supported. Please upload a image file.');
    await expect(within(zone).queryByRole('list')).toBeNull();
    await expect(proceed()).toBeDisabled();
  },
};

/** One student ID at a time: remove the uploaded one (Proceed goes off), then pick another. */
export const Step1ReplaceStudentId: Story = {
  beforeEach: resumeAt(filledBrandDraft(1)),
  play: async ({ canvasElement }) => {
    await stepHeading('Student ID');
    const zone = dropzone(canvasElement, 'Student ID');
    await expectUploaded(canvasElement, 'Student ID', sampleStudentId.name, sampleStudentId.url);
    await expect(proceed()).toBeEnabled();
    await userEvent.upload(fileInput(zone), imageFile('new-student-id.png'));
    await expect(within(zone).getByRole('alert')).toHaveTextContent('Too many files. You can upload at most 1 file.');
    await userEvent.click(within(zone).getByRole('button', { name: `Remove ${sampleStudentId.name}` }));
    await expect(within(zone).queryByText(sampleStudentId.name)).toBeNull();
    await expect(within(zone).getByRole('button', { name: 'Choose file' })).toHaveFocus();
    await expect(proceed()).toBeDisabled();
    await userEvent.upload(fileInput(zone), imageFile('new-student-id.png'));
    await expectUploaded(canvasElement, 'Student ID', 'new-student-id.png');
    await expect(proceed()).toBeEnabled();
  },
};

/** Step 2: brand name and description. */
export const Step2BrandDetails: Story = {
  beforeEach: resumeAt({ ...filledBrandDraft(2), brandName: '', brandDescription: '' }),
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await stepHeading('Brand details');
    await expect(canvas.getByRole('progressbar', { name: 'Step 3 of 5' })).toHaveAttribute('aria-valuetext', '60%');
    await expect(proceed()).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Brand name/ }), 'Ada Bakes');
    await expect(proceed()).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Brand description/ }), 'Cakes and small chops for campus events');
    await expect(proceed()).toBeEnabled();
    await restPointer();
  },
};

/** A brand name with 'Kampus' in any case is refused as it is typed. */
export const Step2InvalidBrandName: Story = {
  beforeEach: resumeAt({ ...filledBrandDraft(2), brandName: '' }),
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /Brand name/ });
    await userEvent.type(name, 'KAMPUS Official');
    await expect(name).toHaveAccessibleDescription("Brand name cannot contain 'Kampus'");
    await expect(proceed()).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'kaMpus plug');
    await expect(name).toHaveAccessibleDescription("Brand name cannot contain 'Kampus'");
    await restPointer();
  },
};

/** Step 3: the brand logo. */
export const Step3BrandLogo: Story = {
  beforeEach: resumeAt({ ...filledBrandDraft(3), brandLogo: null }),
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    await stepHeading('Brand logo');
    await expect(canvas.getByRole('progressbar', { name: 'Step 4 of 5' })).toHaveAttribute('aria-valuetext', '80%');
    await expect(proceed()).toBeDisabled();
    const zone = dropzone(canvasElement, 'Brand logo');
    await expect(zone).toHaveAccessibleDescription(`A square image works best. ${UPLOAD_HINT}`);
    await userEvent.upload(fileInput(zone), imageFile('ada-bakes-logo.png'));
    await expectUploaded(canvasElement, 'Brand logo', 'ada-bakes-logo.png', /^blob:/);
    await expect(proceed()).toBeEnabled();
    await restPointer();
  },
};

/** Back from step 3 to 1 keeps everything, uploaded files included. */
export const BackKeepsEverything: Story = {
  beforeEach: resumeAt(filledBrandDraft(3)),
  play: async ({ canvas, canvasElement }) => {
    await stepHeading('Brand logo');
    // Uploaded before the reload: shown from where the server serves it.
    await expectUploaded(canvasElement, 'Brand logo', sampleBrandLogo.name, sampleBrandLogo.url);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await stepHeading('Brand details');
    await expect(canvas.getByRole('textbox', { name: /Brand name/ })).toHaveValue('Ada Bakes');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await stepHeading('Student ID');
    await expectUploaded(canvasElement, 'Student ID', sampleStudentId.name, sampleStudentId.url);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await stepHeading('Brand logo');
    await expectUploaded(canvasElement, 'Brand logo', sampleBrandLogo.name, sampleBrandLogo.url);
  },
};

/** Step 4: a summary and the attestation switch; Submit waits for it. */
export const Step4Attestation: Story = {
  beforeEach: resumeAt(filledBrandDraft(4)),
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await stepHeading('Attestation');
    await expect(canvas.getByRole('progressbar', { name: 'Step 5 of 5' })).toHaveAttribute('aria-valuetext', '100%');
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(canvas.getByText('Ada Bakes')).toBeVisible();
    await expect(canvas.getByText('•••••••8901')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: ATTESTATION }));
    await expect(submit).toBeEnabled();
    await restPointer();
  },
};

const submitted: KycSubmissionBody[] = [];

/** Submit: the body of POST /v1/kyc, the success toast, then done (step 5). */
export const SubmitSuccess: Story = {
  beforeEach: [
    resumeAt(filledBrandDraft(4)),
    ({ msw }) => {
      submitted.length = 0;
      msw.use(submitHandler(submitted));
    },
  ],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: ATTESTATION }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('KYC information submitted successfully')).toBeVisible();
    await expect(await canvas.findByText(DONE_TEXT)).toBeVisible();
    await expect(submitted).toEqual([sampleBrandSubmissionBody]);
    // Nothing is left to resume once submitted.
    await expect(sessionStorage.getItem(storageKey)).toBeNull();
  },
};

async function submitFromAttestation(canvas: { findByRole: typeof screen.findByRole; getByRole: typeof screen.getByRole }) {
  await userEvent.click(await canvas.findByRole('switch', { name: ATTESTATION }));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  return canvas.findByRole('heading', { level: 2, name: 'Submission received' });
}

/** Step 5, done: the spec's text, focus on its heading, and Proceed to the seller dashboard. */
export const Step5Done: Story = {
  beforeEach: SubmitSuccess.beforeEach,
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await submitFromAttestation(canvas)).toHaveFocus();
    await expect(canvas.getByText(DONE_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Proceed' })).toHaveAttribute('href', '/seller/dashboard');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    toast.clear();
  },
};

/** Proceed on the done step goes to the seller dashboard. */
export const DoneProceed: Story = {
  beforeEach: SubmitSuccess.beforeEach,
  play: async ({ canvas }) => {
    await submitFromAttestation(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Proceed' }));
    await waitFor(() => expect(location()).toHaveTextContent('/seller/dashboard'), { timeout: 5000 });
  },
};

/** While the submission is on its way: Submit and Back off, and it says so. */
export const Submitting: Story = {
  beforeEach: [
    resumeAt({ ...filledBrandDraft(4), attestation: true }),
    ({ msw }) => {
      msw.use(http.post('/v1/kyc', pending));
    },
  ],
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByText('Submitting your information')).toBeInTheDocument();
  },
};

/** The server refuses a field: its message as a toast, and the flow returns to that field's step. */
export const SubmitServerError: Story = {
  beforeEach: [
    resumeAt({ ...filledBrandDraft(4), attestation: true }),
    ({ msw }) => {
      msw.use(
        submitFailureHandler(400, 'Brand logo must be a file you uploaded', {
          brandLogo: 'Brand logo must be a file you uploaded',
        }),
      );
    },
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    const toasts = within(await screen.findByRole('region', { name: /notification/i }));
    await expect(await toasts.findByText('Brand logo must be a file you uploaded')).toBeVisible();
    await stepHeading('Brand logo');
    const zone = dropzone(canvasElement, 'Brand logo');
    await expect(within(zone).getByRole('alert')).toHaveTextContent('Brand logo must be a file you uploaded');
    await expect(zone).toHaveAccessibleDescription(
      `A square image works best. ${UPLOAD_HINT} Brand logo must be a file you uploaded`,
    );
    // A new logo clears the server's message.
    await userEvent.click(within(zone).getByRole('button', { name: `Remove ${sampleBrandLogo.name}` }));
    await userEvent.upload(fileInput(zone), imageFile('ada-bakes-logo.png'));
    await expectUploaded(canvasElement, 'Brand logo', 'ada-bakes-logo.png');
    await expect(within(zone).getByRole('alert')).toHaveTextContent('');
  },
};

/** A failure without a message of the server's own: 'Failed to submit KYC information', and the step stays. */
export const SubmitFailedWithoutMessage: Story = {
  beforeEach: [
    resumeAt({ ...filledBrandDraft(4), attestation: true }),
    ({ msw }) => {
      msw.use(submitBrokenHandler());
    },
  ],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Failed to submit KYC information')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Attestation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** The whole flow by hand, from the prefilled details to done, with both uploads. */
export const WholeFlow: Story = {
  beforeEach({ msw }) {
    submitted.length = 0;
    msw.use(submitHandler(submitted));
  },
  play: async ({ canvas, canvasElement }) => {
    await stepHeading('Personal details');
    await userEvent.type(canvas.getByRole('textbox', { name: /NIN/ }), '12345678901');
    await userEvent.click(proceed());
    await stepHeading('Student ID');
    // Progress is kept for a reload.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}')).toMatchObject({ step: 1, nin: '12345678901' }),
    );
    await userEvent.upload(fileInput(dropzone(canvasElement, 'Student ID')), imageFile('student-id.png'));
    await expectUploaded(canvasElement, 'Student ID', 'student-id.png');
    await userEvent.click(proceed());
    await stepHeading('Brand details');
    await userEvent.type(canvas.getByRole('textbox', { name: /Brand name/ }), 'Ada Bakes');
    await userEvent.type(canvas.getByRole('textbox', { name: /Brand description/ }), 'Cakes and small chops');
    await userEvent.click(proceed());
    await stepHeading('Brand logo');
    await userEvent.upload(fileInput(dropzone(canvasElement, 'Brand logo')), imageFile('ada-bakes-logo.png'));
    await expectUploaded(canvasElement, 'Brand logo', 'ada-bakes-logo.png');
    await userEvent.click(proceed());
    await stepHeading('Attestation');
    await userEvent.click(canvas.getByRole('switch', { name: ATTESTATION }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(DONE_TEXT)).toBeVisible();
    await expect(submitted[0]).toMatchObject({
      accountType: 'brand',
      brandName: 'Ada Bakes',
      documentImage: sampleStudentId.key,
      brandLogo: sampleBrandLogo.key,
    });
  },
};
