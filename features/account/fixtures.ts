import type { CurrentUser, KycStatus, TokenPair } from '../../contract';

/** The signed-in student of the account stories, with each KYC status. */
export function userWithKyc(base: CurrentUser, kycStatus: KycStatus): CurrentUser {
  return { ...base, kycStatus };
}

/** What POST /v1/user/password answers a browser (the new refresh token goes into an HttpOnly cookie). */
export const renewedTokens: TokenPair = {
  accessToken: 'story-access-token-after-password-change',
  expiresIn: 900,
};

/** A stand-in photo (a green circle on sand) at every size the server stores, as data URLs. */
const samplePhotoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#e9d8b4"/><circle cx="256" cy="200" r="110" fill="#0b7a43"/><rect x="96" y="330" width="320" height="200" rx="100" fill="#0b7a43"/></svg>',
)}`;
export const samplePhoto: NonNullable<CurrentUser['avatar']> = {
  url: samplePhotoUrl,
  variants: [48, 128, 512].map((width) => ({ width, url: samplePhotoUrl })),
};

/** The signed-in student with a profile photo. */
export function userWithPhoto(base: CurrentUser): CurrentUser {
  return { ...base, avatar: samplePhoto };
}

/** A picture file as a person would choose it: a PNG of two colours, `width` × `height`. */
export async function samplePictureFile(width = 400, height = 300, name = 'me.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#e9d8b4';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#0b7a43';
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) / 3, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas made no PNG');
  return new File([blob], name, { type: 'image/png' });
}
