// @vitest-environment happy-dom

import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredReady } from './use-deferred-ready';

afterEach(cleanup);

/** Records in `shown` what each of its renders would show for the given `ready`. */
function Page({ ready, shown }: { ready: boolean; shown: boolean[] }) {
  shown.push(useDeferredReady(ready));
  return null;
}

function renderShown() {
  const shown: boolean[] = [];
  const view = render(<Page ready={false} shown={shown} />);
  return { shown, set: (ready: boolean) => view.rerender(<Page ready={ready} shown={shown} />) };
}

describe('useDeferredReady', () => {
  // Decision 023i: the answer's own (synchronous) render keeps the skeleton; the content comes in
  // the deferred render after it, which React cuts into short tasks.
  it('turns true in a render after the one that got true', () => {
    const page = renderShown();
    act(() => page.set(true));
    expect(page.shown).toEqual([false, false, true]);
  });

  // A new conversation's answer pending: the old content must not show as if it were the new one.
  it('turns false in the same render', () => {
    const page = renderShown();
    act(() => page.set(true));
    page.shown.length = 0;
    act(() => page.set(false));
    expect(page.shown[0]).toBe(false);
    expect(page.shown).not.toContain(true);
  });
});
