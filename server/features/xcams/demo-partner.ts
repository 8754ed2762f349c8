import { endpointUrl } from '@common/api/endpoint';
import { type Cam, demoCamPartner } from '@common/api/xcams';
import type { CamPartner } from './partner';

const NAMES = [
  'Lena',
  'Sofia',
  'Mila',
  'Noor',
  'Julia',
  'Eva',
  'Kasia',
  'Emma',
  'Lotte',
  'Zoe',
  'Nina',
  'Iris',
];
const MEN = [
  'Daan',
  'Lucas',
  'Jakub',
  'Milan',
  'Finn',
  'Noah',
  'Piotr',
  'Sem',
  'Levi',
  'Jonas',
  'Max',
  'Tim',
];

/**
 * The built-in demo partner for `npm start` (site key `"cam_partner": "demo"`): it makes the tiles
 * visible on a machine with no partner account. Every name says "Demo" and its links open a page
 * that says it is a test mode; a real site configures `{base_url, affiliate_id}` instead.
 */
export function createDemoCamPartner(): CamPartner {
  return {
    async search(q) {
      const names = q.gender === 'male' ? MEN : NAMES;
      return names.slice(0, 6).map((name, i) => ({
        account: `demo-${q.gender ?? 'any'}-${i + 1}`,
        name: `${name} (Demo)`,
        age: Math.min(q.maxAge, Math.max(q.minAge, 21 + ((i * 7) % 30))),
        thumb: '',
        online: i % 3 !== 2,
      })) satisfies Cam[];
    },
    performerUrl(account) {
      // The demo partner's links open a plain-text page saying it is a test mode.
      return endpointUrl(demoCamPartner, { query: { account } });
    },
    resellUrl(flow) {
      return endpointUrl(demoCamPartner, { query: { flow } });
    },
  };
}
