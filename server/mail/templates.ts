import type { OutgoingMail } from './mailer';

const signature = '\n\nKampus, the campus marketplace\nsupport@kampus.ng';

export function verificationCodeMail(to: string, firstname: string, code: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: `${code} is your Kampus verification code`,
    text: `Hello ${firstname},\n\nYour code to verify your email is ${code}. It is valid for ${minutes} minutes.\nIf you did not sign up for Kampus, ignore this mail.${signature}`,
    code,
  };
}

export function passwordResetCodeMail(to: string, firstname: string, code: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: `${code} is your Kampus password reset code`,
    text: `Hello ${firstname},\n\nYour code to reset your password is ${code}. It is valid for ${minutes} minutes.\nIf you did not ask to reset your password, ignore this mail: your password stays as it is.${signature}`,
    code,
  };
}

/** Where a person who did not ask for something should go: the reset page, or the way there. */
function resetAdvice(publicOrigin: string | undefined): string {
  return publicOrigin
    ? `reset your password now at ${publicOrigin}/forget-password`
    : "reset your password now: choose 'Forgot password' on the Kampus login page";
}

/** To the owner of an address someone tried to register again (the sign-up answered as if it were new). */
export function accountExistsMail(to: string, firstname: string, publicOrigin: string | undefined): OutgoingMail {
  return {
    to,
    subject: 'Someone tried to create a Kampus account with your email',
    text: `Hello ${firstname},\n\nSomeone tried to create a new Kampus account with this email address, which already has an account.\nIf it was you, log in with your password, or ${resetAdvice(publicOrigin)}.\nIf it was not you, ignore this mail: nothing was changed.${signature}`,
  };
}

/** After a password change or reset: tells the owner, in case it was not them. */
export function passwordChangedMail(
  to: string,
  firstname: string,
  how: 'changed' | 'reset',
  publicOrigin: string | undefined,
): OutgoingMail {
  const what = how === 'changed' ? 'changed from your account settings' : 'reset with a code sent to this address';
  return {
    to,
    subject: 'Your Kampus password was changed',
    text: `Hello ${firstname},\n\nYour Kampus password was ${what}, and every other session was signed out.\nIf it was you, there is nothing more to do.\nIf it wasn't you, ${resetAdvice(publicOrigin)}, and tell us at support@kampus.ng.${signature}`,
  };
}

export function kycApprovedMail(to: string, firstname: string): OutgoingMail {
  return {
    to,
    subject: 'Your Kampus seller verification is approved',
    text: `Hello ${firstname},\n\nYour KYC is approved: you can now sell on Kampus from your seller dashboard.${signature}`,
  };
}

export function kycRejectedMail(to: string, firstname: string, reason: string): OutgoingMail {
  return {
    to,
    subject: 'Your Kampus seller verification needs attention',
    text: `Hello ${firstname},\n\nWe could not approve your KYC submission.\nReason: ${reason}\n\nYou can correct it and submit again from the KYC page.${signature}`,
  };
}
