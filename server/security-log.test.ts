import { describe, expect, it } from 'vitest';
import type { Logger } from './logger';
import { logSecurityEvent } from './security-log';

function levelsOf(event: Parameters<typeof logSecurityEvent>[1]): string[] {
  const levels: string[] = [];
  const logger: Logger = {
    info: () => levels.push('info'),
    warn: () => levels.push('warn'),
    error: () => levels.push('error'),
  };
  logSecurityEvent(logger, event, { userId: 'u1' });
  return levels;
}

describe('security log levels', () => {
  it('a successful login is info, so a warning means an operator may need to act', () => {
    expect(levelsOf('login_succeeded')).toEqual(['info']);
    expect(levelsOf('password_changed')).toEqual(['info']);
  });

  it('failures, throttles and token reuse stay warnings', () => {
    expect(levelsOf('login_failed')).toEqual(['warn']);
    expect(levelsOf('login_throttled')).toEqual(['warn']);
    expect(levelsOf('refresh_token_reused')).toEqual(['warn']);
    expect(levelsOf('dev_mailbox_refused')).toEqual(['warn']);
    expect(levelsOf('admin_decision')).toEqual(['warn']);
  });
});
