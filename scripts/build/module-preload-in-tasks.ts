import path from 'node:path';
import type { Plugin } from 'vite';

/** The id under which Vite's build adds its dynamic-import helper to every chunk that imports lazily. */
export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
/** The app's own helper, with the same export (`__vitePreload`) and Vite's behaviour, in tasks. */
export const MODULE_PRELOAD_HELPER = path.resolve('web/lib/module-preload.ts');

/**
 * Puts web/lib/module-preload.ts in the place of Vite's preload helper: Vite inserts a lazy
 * chunk's preload links all in the task that asks for it, the app's one per task (decision
 * 023z). Resolved before Vite's own plugin (`enforce: 'pre'`), so Vite's helper never enters the
 * build; scripts/check-bundle.ts fails if it does.
 */
export function modulePreloadInTasks(): Plugin {
  return {
    name: 'module-preload-in-tasks',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === VITE_PRELOAD_HELPER_ID ? MODULE_PRELOAD_HELPER : null;
    },
  };
}
