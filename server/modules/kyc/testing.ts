import type { University } from '../../../contract';
import { images } from '../../test/images';
import type { TestApp } from '../../test/test-app';

/** A signed-in user with an uploaded document and logo (private, the default), and valid submission bodies. */
export async function kycApplicant(t: TestApp) {
  const session = await t.signUp();
  const documentImage = (await t.upload(session.accessToken, images.png)).body.data.result.key;
  const brandLogo = (await t.upload(session.accessToken, images.svg, 'logo.svg')).body.data.result.key;
  const universities = await t.request<{ data: University[] }>('GET', '/v1/university');
  const universityId = universities.body.data.find((university) => university.name === 'Lagos State University')?.id;
  const individual = {
    accountType: 'individual',
    nin: '12345678901',
    firstname: 'Ada',
    lastname: 'Obi',
    universityId,
    documentType: 'Identity Card',
    documentImage,
  };
  const brand = {
    ...individual,
    accountType: 'brand',
    brandLogo,
    brandName: 'Ada Bakes',
    brandDescription: 'Cakes and small chops for campus events',
  };
  return { ...session, individual, brand, documentImage, brandLogo };
}

/** A user with a PENDING individual submission, and its id. */
export async function pendingSubmission(t: TestApp) {
  const applicant = await kycApplicant(t);
  const res = await t.request<{ data: { submission: { id: string } } }>('POST', '/v1/kyc', {
    token: applicant.accessToken,
    json: applicant.individual,
  });
  if (res.status !== 201) throw new Error(`KYC submission failed: ${JSON.stringify(res.body)}`);
  return { ...applicant, id: res.body.data.submission.id };
}
