import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_GC_FLAGS } from './app-nodes';
import { ROOT_DIR } from './paths';

/** A flag that tunes V8's heap or its garbage collector (decision 026d). */
const GC_FLAG =
  /^--(max-semi-space-size|min-semi-space-size|max-old-space-size|single-threaded-gc|no-concurrent|gc-|expose-gc|semi-space)/;

const gcFlagsOf = (words: string[]) => words.filter((w) => GC_FLAG.test(w.replace(/[",[\]]/g, '')));
const read = (file: string) => readFileSync(path.join(ROOT_DIR, file), 'utf8');

describe('the app runs with the same GC settings everywhere (decision 026d)', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const cmd = read('Dockerfile')
    .split('\n')
    .find((l) => l.startsWith('CMD '));

  it.each([
    ['npm start', scripts.start ?? ''],
    ['npm run start:prod', scripts['start:prod'] ?? ''],
    ['the image (Dockerfile CMD; compose runs the image as built)', cmd ?? ''],
  ])('%s gives node the flags the bench runs the app with', (_where, command) => {
    expect(command).not.toBe('');
    expect(gcFlagsOf(command.split(/\s+/)).map((w) => w.replace(/[",[\]]/g, ''))).toEqual([...APP_GC_FLAGS]);
  });

  it('compose and the image set no NODE_OPTIONS that would add others', () => {
    expect(read('compose.yaml')).not.toMatch(/NODE_OPTIONS/);
    expect(read('Dockerfile')).not.toMatch(/NODE_OPTIONS/);
  });
});
