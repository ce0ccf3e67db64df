import { describe, expect, it } from 'vitest';
import { actionText, allowedActions, auditSubject, caseBadges, queueBadges, reasonLook, reporterRecord } from './moderationView';
import { decided, sampleMessageCase, samplePersonCase, sampleProductCase, sampleReporters } from './fixtures';

const labels = (looks: { label: string }[]) => looks.map((look) => look.label);

describe('queueBadges', () => {
  it('says the kind, the serious reports, Kampus’s flags and that it is hidden', () => {
    expect(labels(queueBadges(sampleProductCase))).toEqual(['Product', '3 serious reports', 'Hidden']);
    expect(labels(queueBadges(sampleMessageCase))).toEqual(['Chat message', '1 serious report', '2 off-platform flags']);
  });

  it('says removed rather than hidden, and a suspended owner', () => {
    expect(labels(queueBadges(decided(sampleProductCase, 'remove', 'Fake.')))).toEqual([
      'Product',
      '3 serious reports',
      'Removed',
    ]);
    expect(labels(queueBadges(decided(samplePersonCase, 'suspend', 'Scam.')))).toContain('Owner suspended');
  });
});

describe('caseBadges', () => {
  it('leads with the open reports, and with Decided once none is open', () => {
    expect(labels(caseBadges(sampleProductCase))[0]).toBe('4 open reports');
    expect(labels(caseBadges(decided(sampleProductCase, 'dismiss', 'No breach.')))[0]).toBe('Decided');
  });
});

describe('reporterRecord', () => {
  it('marks a reporter whose reports were dismissed three times as ignored', () => {
    expect(reporterRecord(sampleReporters.bisi)).toEqual({
      text: '5 reports, 3 dismissed',
      look: { tone: 'critical', label: 'Ignored: 3 or more reports dismissed' },
    });
  });

  it('marks a new or unverified reporter as not counting, and says nothing of one who counts', () => {
    expect(reporterRecord(sampleReporters.aisha).look?.label).toBe('Does not count: new or unverified account');
    expect(reporterRecord(sampleReporters.chioma)).toEqual({ text: '2 reports, 0 dismissed', look: null });
  });
});

describe('reasonLook', () => {
  it('shows fake or counterfeit as serious, and wrong category as not', () => {
    expect(reasonLook('counterfeit')).toEqual({ tone: 'critical', label: 'Fake or counterfeit' });
    expect(reasonLook('wrong_category')).toEqual({ tone: 'neutral', label: 'Wrong category' });
  });
});

describe('actionText', () => {
  it('words removing a message as replacing its text for both people', () => {
    expect(actionText('remove', sampleMessageCase.target).description).toMatch(/replaced for both people/);
    expect(actionText('remove', sampleProductCase.target).description).toMatch(/archived for good/);
  });

  it('names the owner when suspending', () => {
    expect(actionText('suspend', sampleProductCase.target)).toMatchObject({
      button: 'Suspend Tunde Bakare',
      doneText: 'Tunde Bakare is suspended',
    });
  });
});

describe('allowedActions', () => {
  const actions = ['restore', 'remove', 'suspend', 'dismiss'] as const;

  it('offers every action the case can take to who may act and suspend', () => {
    expect(allowedActions(actions, { act: true, suspend: true })).toEqual(actions);
  });

  it('leaves out suspending for who may not, and everything for who may not act', () => {
    expect(allowedActions(actions, { act: true, suspend: false })).toEqual(['restore', 'remove', 'dismiss']);
    expect(allowedActions(actions, { act: false, suspend: true })).toEqual([]);
  });
});

describe('auditSubject', () => {
  it('reads a listing’s own trail, a person’s account, and a message’s sender', () => {
    expect(auditSubject(sampleProductCase.target)).toMatchObject({ type: 'product', id: sampleProductCase.target.id });
    expect(auditSubject(samplePersonCase.target)).toMatchObject({ type: 'user', id: samplePersonCase.target.id });
    expect(auditSubject(sampleMessageCase.target)).toMatchObject({ type: 'user', id: sampleMessageCase.target.owner.id });
  });
});
