import { useSyncExternalStore } from 'react';

/** A tiny observable value for client state that is not server state (no extra library). */
export type Store<T> = {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value, or the part of it `select` picks: then a set that leaves that part as it was
 * (by Object.is, so pick a primitive or a kept object) renders nothing. Every set renders its
 * readers synchronously (useSyncExternalStore), and a member page's start sets the push state
 * twice: each re-rendered every `useUser()` reader, the whole search page among them (023l).
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const get: () => T | S = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, get, get);
}
