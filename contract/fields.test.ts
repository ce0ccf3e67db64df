import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  codeField,
  emailField,
  multilineText,
  optionalMultilineText,
  optionalText,
  passwordField,
  requiredText,
  secretField,
} from './fields';

/** The first message for `input`, or the parsed value when there is none. */
function outcome(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? { value: result.output } : { message: result.issues[0].message };
}

const controlCharacters = ['\u0000', '\u0001', '\u0008', '\u001B', '\u001F', '\u007F', '\u0080', '\u009B', '\u009F'];
const lineBreaks = ['\n', '\r', '\r\n', '\u000B', '\u000C', '\u0085', '\u2028', '\u2029'];
const invisibles = ['\u200B', '\u200C', '\u200D', '\u00AD', '\u2060', '\uFEFF', '\u202E', '\u2066', '\u061C', '\uD800'];

describe('single-line text (requiredText, optionalText)', () => {
  const firstName = requiredText('First name', 50);
  const brandName = optionalText('Brand name', 60);

  it.each(controlCharacters.map((c) => [c]))('refuses control character %j inside, naming the field', (c) => {
    expect(outcome(firstName, `Ada${c}ora`)).toEqual({ message: 'First name must not contain control characters' });
    expect(outcome(brandName, `Shop${c}s`)).toEqual({ message: 'Brand name must not contain control characters' });
  });

  it.each(lineBreaks.map((c) => [c]))('refuses line break %j inside', (c) => {
    expect(outcome(firstName, `Ada${c}Bcc: everyone@example.com`)).toEqual({ message: 'First name must be a single line' });
    expect(outcome(brandName, `Shop${c}s`)).toEqual({ message: 'Brand name must be a single line' });
  });

  it('refuses a tab, which is a control character in a single line', () => {
    expect(outcome(firstName, 'Ada\tOra')).toEqual({ message: 'First name must not contain control characters' });
  });

  it.each(invisibles.map((c) => [c]))('refuses invisible character %j inside', (c) => {
    expect(outcome(firstName, `Ad${c}a`)).toEqual({ message: 'First name must not contain invisible characters' });
    expect(outcome(brandName, `Sh${c}op`)).toEqual({ message: 'Brand name must not contain invisible characters' });
  });

  it('trims whitespace and line breaks at the ends, which cannot inject anything', () => {
    expect(outcome(firstName, ' \t Ada\r\n')).toEqual({ value: 'Ada' });
    expect(outcome(brandName, '\u00A0Shop\u2028')).toEqual({ value: 'Shop' });
  });

  it('NFKC-normalises before counting: fullwidth letters and odd spaces become plain', () => {
    expect(outcome(firstName, 'Ａｄａ\u00A0Ｏｂｉ')).toEqual({ value: 'Ada Obi' });
    expect(outcome(requiredText('Title', 3), 'ﬃ')).toEqual({ value: 'ffi' });
    expect(outcome(requiredText('Title', 2), 'ﬃ')).toEqual({ message: 'Title must be at most 2 characters' });
  });

  it('keeps letters with diacritics (Yoruba, Igbo, Hausa names)', () => {
    expect(outcome(firstName, 'Ọlá')).toEqual({ value: 'Ọlá' });
    expect(outcome(firstName, 'O\u0323la\u0301')).toEqual({ value: 'Ọlá' });
    expect(outcome(firstName, 'Ɗanƙwambo')).toEqual({ value: 'Ɗanƙwambo' });
  });

  it('still reports blank, wrong type and too long', () => {
    expect(outcome(firstName, '   ')).toEqual({ message: 'First name is a required field' });
    expect(outcome(firstName, undefined)).toEqual({ message: 'First name is a required field' });
    expect(outcome(firstName, 42)).toEqual({ message: 'First name must be text' });
    expect(outcome(firstName, ['Ada'])).toEqual({ message: 'First name must be text' });
    expect(outcome(firstName, 'x'.repeat(100_000))).toEqual({ message: 'First name must be at most 50 characters' });
    expect(outcome(brandName, '  ')).toEqual({ value: undefined });
    expect(outcome(brandName, null)).toEqual({ value: undefined });
    expect(outcome(brandName, { name: 'Shop' })).toEqual({ message: 'Brand name must be text' });
  });
});

describe('multi-line text (multilineText, optionalMultilineText)', () => {
  const reason = multilineText('Reason', 500);
  const description = optionalMultilineText('Brand description', 1000);

  it('keeps line breaks and tabs, with every kind of line break written as \\n', () => {
    expect(outcome(reason, 'Blurry photo.\r\nPlease retake\tit.\rThanks\u2028again')).toEqual({
      value: 'Blurry photo.\nPlease retake\tit.\nThanks\nagain',
    });
    expect(outcome(description, 'Line one\n\nLine two')).toEqual({ value: 'Line one\n\nLine two' });
  });

  it.each(controlCharacters.map((c) => [c]))('refuses control character %j', (c) => {
    expect(outcome(reason, `Blurry${c}photo`)).toEqual({ message: 'Reason must not contain control characters' });
    expect(outcome(description, `Good${c}stuff`)).toEqual({
      message: 'Brand description must not contain control characters',
    });
  });

  it('refuses the other vertical controls (VT, FF, NEL)', () => {
    for (const c of ['\u000B', '\u000C', '\u0085']) {
      expect(outcome(reason, `a${c}b`)).toEqual({ message: 'Reason must not contain control characters' });
    }
  });

  it('refuses characters that reorder text on screen, but keeps emoji joiners', () => {
    expect(outcome(reason, 'Paid \u202E0001\u202C')).toEqual({ message: 'Reason must not contain invisible characters' });
    expect(outcome(description, 'Made by 👩\u200D💻 students')).toEqual({ value: 'Made by 👩\u200D💻 students' });
  });

  it('reports blank, wrong type and too long', () => {
    expect(outcome(reason, ' \n\t ')).toEqual({ message: 'Reason is a required field' });
    expect(outcome(reason, 7)).toEqual({ message: 'Reason must be text' });
    expect(outcome(reason, 'x'.repeat(100_000))).toEqual({ message: 'Reason must be at most 500 characters' });
    expect(outcome(description, '')).toEqual({ value: undefined });
  });
});

describe('emailField and codeField', () => {
  it('refuse control characters and line breaks before anything else', () => {
    expect(outcome(emailField(), 'ada\u0000@unilag.edu.ng')).toEqual({ message: 'Email must not contain control characters' });
    expect(outcome(emailField(), 'ada@unilag.edu.ng\nBcc: x@y.ng')).toEqual({ message: 'Email must be a single line' });
    expect(outcome(emailField(), 'ada\u200B@unilag.edu.ng')).toEqual({ message: 'Email must not contain invisible characters' });
    expect(outcome(codeField(), '123\u000056')).toEqual({ message: 'Code must not contain control characters' });
  });

  it('read fullwidth forms as the plain ones', () => {
    expect(outcome(emailField(), 'ＡＤＡ@unilag.edu.ng')).toEqual({ value: 'ada@unilag.edu.ng' });
    expect(outcome(codeField(), '１２３４５６')).toEqual({ value: '123456' });
  });
});

describe('passwordField and secretField', () => {
  it('refuse control characters', () => {
    expect(outcome(passwordField(), 'correct\u0000horse')).toEqual({ message: 'Password must not contain control characters' });
    expect(outcome(passwordField('New password'), 'correct\nhorse')).toEqual({
      message: 'New password must not contain control characters',
    });
    expect(outcome(secretField('Refresh token'), 'abc\u007Fdef')).toEqual({
      message: 'Refresh token must not contain control characters',
    });
  });

  it('keep everything else exactly as typed: spaces, case, fullwidth, invisible characters', () => {
    for (const password of [' correct horse ', 'ＣＯＲＲＥＣＴhorse', 'cor\u200Brect horse', 'pässwörd\u2028!']) {
      expect(outcome(passwordField(), password)).toEqual({ value: password });
      expect(outcome(secretField('Current password', 128), password)).toEqual({ value: password });
    }
  });

  it('report wrong types and lengths', () => {
    expect(outcome(passwordField(), 12345678)).toEqual({ message: 'Password must be text' });
    expect(outcome(passwordField(), 'x'.repeat(100_000))).toEqual({ message: 'Password must be at most 128 characters' });
    expect(outcome(secretField('Refresh token'), 'x'.repeat(100_000))).toEqual({
      message: 'Refresh token must be at most 512 characters',
    });
  });
});
