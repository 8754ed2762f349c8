// @vitest-environment happy-dom

import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, type Store, useStore } from './external-store';

afterEach(cleanup);

type Flags = { polling: boolean; other: number };

/** Records what each of its renders read with `select`. */
function Reader({ store, seen }: { store: Store<Flags>; seen: boolean[] }) {
  seen.push(useStore(store, (f) => f.polling));
  return null;
}

describe('useStore with a selector (decision 023l)', () => {
  it('renders again when the selected part changes, not on every set', () => {
    const store = createStore<Flags>({ polling: false, other: 0 });
    const seen: boolean[] = [];
    render(<Reader store={store} seen={seen} />);
    act(() => store.set((f) => ({ ...f, other: 1 })));
    act(() => store.set((f) => ({ ...f, other: 2 })));
    expect(seen).toEqual([false]);
    act(() => store.set((f) => ({ ...f, polling: true })));
    expect(seen).toEqual([false, true]);
  });
});
