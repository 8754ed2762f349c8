import type { Cam } from '@common/api/xcams';

export type CamPartnerConfig = { base_url: string; affiliate_id: string };

export type CamSearch = { gender: 'male' | 'female' | null; minAge: number; maxAge: number };

/**
 * The webcam partner's affiliate API, as documented in decision 010b:
 * - `GET {base}/api/v1/performers?gender=&min_age=&max_age=&limit=&aff={id}` answers
 *   `{data: [{username, display_name, age, thumbnail_url, is_online}]}`;
 * - a member goes to a performer at `{base}/go/{username}?aff={id}&src=profile-search`;
 * - the resell landing is `{base}/join?flow={flow}&aff={id}`.
 * Only this file knows the partner's wire format; the rest of the app speaks `Cam`.
 */
export type CamPartner = {
  search(q: CamSearch): Promise<Cam[]>;
  performerUrl(account: string): string;
  resellUrl(flow: string): string;
};

const TIMEOUT_MS = 2_000;
const LIMIT = 12;

type WirePerformer = {
  username?: unknown;
  display_name?: unknown;
  age?: unknown;
  thumbnail_url?: unknown;
  is_online?: unknown;
};

export function createCamPartner(cfg: CamPartnerConfig, fetchImpl: typeof fetch = fetch): CamPartner {
  const base = cfg.base_url.replace(/\/+$/, '');
  return {
    async search(q) {
      const url = new URL(`${base}/api/v1/performers`);
      if (q.gender) url.searchParams.set('gender', q.gender);
      url.searchParams.set('min_age', String(q.minAge));
      url.searchParams.set('max_age', String(q.maxAge));
      url.searchParams.set('limit', String(LIMIT));
      url.searchParams.set('aff', cfg.affiliate_id);
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new Error(`cam partner answered HTTP ${res.status}`);
      const body = (await res.json()) as { data?: unknown };
      if (!Array.isArray(body.data)) throw new Error('cam partner answered without a data list');
      return (body.data as WirePerformer[]).flatMap((p): Cam[] => {
        if (typeof p.username !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(p.username)) return [];
        const thumb =
          typeof p.thumbnail_url === 'string' && /^https?:\/\//.test(p.thumbnail_url) ? p.thumbnail_url : '';
        return [
          {
            account: p.username,
            name: typeof p.display_name === 'string' ? p.display_name.slice(0, 60) : p.username,
            age: typeof p.age === 'number' && Number.isInteger(p.age) ? p.age : null,
            thumb,
            online: p.is_online === true,
          },
        ];
      });
    },
    performerUrl(account) {
      const url = new URL(`${base}/go/${encodeURIComponent(account)}`);
      url.searchParams.set('aff', cfg.affiliate_id);
      url.searchParams.set('src', 'profile-search');
      return url.toString();
    },
    resellUrl(flow) {
      const url = new URL(`${base}/join`);
      url.searchParams.set('flow', flow);
      url.searchParams.set('aff', cfg.affiliate_id);
      return url.toString();
    },
  };
}
