import { chatScenario } from './chat';
import { chatHistoryScenario } from './chat-history';
import { dayScenario } from './day';
import { fanoutScenario } from './fanout';
import { inboxScenario } from './inbox';
import { pagesScenario } from './pages';
import { photosScenario } from './photos';
import { pushScenario } from './push';
import { searchScenario } from './search';
import { streamsScenario } from './streams';
import type { Scenario } from './types';
import { uploadsScenario } from './uploads';
import { userScenario } from './user';

/** Every scenario, in the order they run. Add new ones (search, chat) here. */
export const SCENARIOS: readonly Scenario[] = [
  userScenario,
  searchScenario,
  chatScenario,
  fanoutScenario,
  chatHistoryScenario,
  streamsScenario,
  inboxScenario,
  dayScenario,
  pushScenario,
  pagesScenario,
  uploadsScenario,
  photosScenario,
];
