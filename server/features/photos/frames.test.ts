import { describe, expect, it } from 'vitest';
import { createFrameReader, frame } from './frames';

describe('length-prefixed frames (the decoder pipe)', () => {
  const parts = [Buffer.from('ok'), Buffer.alloc(0), Buffer.alloc(70_000, 7), Buffer.from([1, 2, 3])];
  const stream = Buffer.concat(parts.flatMap(frame));

  it.each([1, 5, 65_536, stream.length])(
    'gives back each frame whole and in order, read in chunks of %i bytes',
    (size) => {
      const got: Buffer[] = [];
      const read = createFrameReader((f) => got.push(Buffer.from(f)));
      for (let at = 0; at < stream.length; at += size) read(stream.subarray(at, at + size));
      const hex = (bs: Buffer[]) => bs.map((b) => b.toString('hex'));
      expect(hex(got)).toEqual(hex(parts));
    },
  );

  it('waits for the rest of a frame that has only partly arrived', () => {
    const got: Buffer[] = [];
    const read = createFrameReader((f) => got.push(f));
    const one = Buffer.concat(frame(Buffer.from('photo bytes')));
    read(one.subarray(0, 9));
    expect(got).toEqual([]);
    read(one.subarray(9));
    expect(got).toEqual([Buffer.from('photo bytes')]);
  });
});
