import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

describe('auditChanges', () => {
  it('lists only the fields whose values differ', () => {
    expect(auditChanges({ status: 'PENDING', name: 'Ada' }, { status: 'APPROVED', name: 'Ada' })).toEqual([
      { field: 'status', before: 'PENDING', after: 'APPROVED' },
    ]);
  });

  it('shows a field that appears or disappears with a dash on its missing side', () => {
    expect(auditChanges({ status: 'open' }, { status: 'closed', closedAt: '2026-11-28T10:00:00.000Z' })).toEqual([
      { field: 'status', before: 'open', after: 'closed' },
      { field: 'closedAt', before: '—', after: '2026-11-28T10:00:00.000Z' },
    ]);
    expect(auditChanges(null, { role: 'support' })).toEqual([{ field: 'role', before: '—', after: 'support' }]);
  });

  it('treats values that are not objects as one field and nothing as no change', () => {
    expect(auditChanges('user', 'finance')).toEqual([{ field: 'value', before: 'user', after: 'finance' }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ n: [1, 2] }, { n: [1, 3] })).toEqual([{ field: 'n', before: '[1,2]', after: '[1,3]' }]);
  });
});
