import { chatScenario } from './chat';
import { inboxScenario } from './inbox';
import { pagesScenario } from './pages';
import { searchScenario } from './search';
import type { Scenario } from './types';
import { userScenario } from './user';

/** Every scenario, in the order they run. Add new ones (search, chat) here. */
export const SCENARIOS: readonly Scenario[] = [
  userScenario,
  searchScenario,
  chatScenario,
  inboxScenario,
  pagesScenario,
];
