import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_REMOVED } from '../../contract';
import { dayLabel, groupByDay, listTime, previewOf, reportLabelOf } from './chatView';
import { removedMessage, sampleMessages } from './fixtures';

const now = new Date('2026-11-20T15:00:00.000Z');

describe('groupByDay', () => {
  it('groups messages, oldest first, under their day in Lagos time, naming today and yesterday', () => {
    const days = groupByDay(sampleMessages, now);
    expect(days.map((day) => [day.label, day.messages.map((m) => m.id)])).toEqual([
      ['Yesterday', ['m-1', 'm-2', 'm-3']],
      ['Today', ['m-4', 'm-5', 'm-6']],
    ]);
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(dayLabel('2026-11-19T23:30:00.000Z', now)).toBe('Today');
    expect(dayLabel('2026-11-02T10:00:00.000Z', now)).toBe('November 2, 2026');
  });
});

describe('previewOf and listTime', () => {
  it('says whose the last message is and what it carries', () => {
    expect(previewOf(sampleMessages[5]!)).toBe('You: Thank you!');
    expect(previewOf(sampleMessages[2]!)).toBe('2 photos');
    expect(previewOf({ ...sampleMessages[1]!, message: 'Two\nlines' })).toBe('Two lines');
  });

  it('says a message Kampus removed was removed, whoever sent it', () => {
    expect(previewOf(removedMessage)).toBe(CHAT_MESSAGE_REMOVED);
    expect(previewOf({ ...removedMessage, mine: true })).toBe(CHAT_MESSAGE_REMOVED);
  });

  it('shows the hour today and the date before', () => {
    expect(listTime('2026-11-20T09:05:00.000Z', now)).toBe('10:05 AM');
    expect(listTime('2026-11-19T09:05:00.000Z', now)).toBe('November 19, 2026');
  });
});

describe('reportLabelOf', () => {
  it('names a reported message by its first words, on one line, or by what it carries', () => {
    expect(reportLabelOf(sampleMessages[1]!)).toBe('Yes, it is. Battery health is 89%, no scratches. I can meet…');
    expect(reportLabelOf({ ...sampleMessages[0]!, message: 'Short one' })).toBe('Short one');
    expect(reportLabelOf(sampleMessages[2]!)).toBe('2 photos');
    expect(reportLabelOf({ ...sampleMessages[2]!, images: sampleMessages[2]!.images.slice(0, 1) })).toBe('A photo');
  });
});
