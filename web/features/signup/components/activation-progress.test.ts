import { describe, expect, it } from 'vitest';
import { stageOf } from './activation-progress';

describe('activation progress stages (spec §9)', () => {
  it('changes text under 4, 7 and 10 ticks', () => {
    expect([0, 3, 4, 6, 7, 9, 10, 19, 20].map(stageOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 3]);
  });
});
