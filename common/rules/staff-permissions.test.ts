import { describe, expect, it } from 'vitest';
import { mayUse, mayWorkOn } from './staff-permissions';

describe('staff permissions', () => {
  it('gives each role its areas and admins all of them', () => {
    expect(mayUse('operator', 'inbox')).toBe(true);
    expect(mayUse('operator', 'moderation')).toBe(false);
    expect(mayUse('moderator', 'moderation')).toBe(true);
    expect(mayUse('moderator', 'inbox')).toBe(false);
    expect(mayUse('moderator', 'admin')).toBe(false);
    for (const area of ['inbox', 'moderation', 'admin', 'dashboard'] as const)
      expect(mayUse('admin', area)).toBe(true);
  });

  it('keeps staff to their sites', () => {
    expect(mayWorkOn(['demo'], 'demo')).toBe(true);
    expect(mayWorkOn(['demo'], 'lavish-pl')).toBe(false);
    expect(mayWorkOn([], 'demo')).toBe(false);
  });
});
