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
