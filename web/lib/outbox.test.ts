// @vitest-environment happy-dom

import { beforeEach, describe, expect, it } from 'vitest';
import { claimOutbox, clearOutbox, readOutbox, writeOutbox } from './outbox';

const item = { clientId: 'c1', text: 'Still waiting', error: 'network' };

describe('outbox ownership', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a member’s unsent messages for that member and drops them for another', () => {
    claimOutbox(1);
    writeOutbox({ conversation: 7 }, [item]);
    claimOutbox(1);
    expect(readOutbox({ conversation: 7 })).toEqual([item]);
    claimOutbox(2);
    expect(readOutbox({ conversation: 7 })).toEqual([]);
  });

  it('forgets everything at logout and keeps nothing written back until a member is known', () => {
    claimOutbox(1);
    writeOutbox({ profile: 9 }, [item]);
    clearOutbox();
    expect(readOutbox({ profile: 9 })).toEqual([]);
    writeOutbox({ profile: 9 }, [item]);
    expect(readOutbox({ profile: 9 })).toEqual([]);
    claimOutbox(1);
    writeOutbox({ profile: 9 }, [item]);
    expect(readOutbox({ profile: 9 })).toEqual([item]);
  });
});
