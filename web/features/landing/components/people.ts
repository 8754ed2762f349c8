import type { NicheSlug } from '@common/rules/niche';

export type HairStyle = 'long' | 'bob' | 'bun' | 'short' | 'curly' | 'waves';

export type PersonId =
  | 'sophie'
  | 'emma'
  | 'mila'
  | 'rosa'
  | 'nadia'
  | 'lena'
  | 'claire'
  | 'margot'
  | 'ingrid'
  | 'helena'
  | 'lucas'
  | 'daniel'
  | 'tom';

/** An illustrated (not real) person for the hero collage. */
export type Person = {
  id: PersonId;
  age: number;
  skin: string;
  hair: string;
  style: HairStyle;
  beard?: boolean;
  curvy?: boolean;
  earrings?: boolean;
};

const PEOPLE: Record<PersonId, Person> = {
  sophie: { id: 'sophie', age: 29, skin: '#f2c9a9', hair: '#6b3e26', style: 'long', earrings: true },
  emma: { id: 'emma', age: 33, skin: '#e0a77f', hair: '#24160f', style: 'bun' },
  mila: {
    id: 'mila',
    age: 31,
    skin: '#f5d3bb',
    hair: '#d9a55b',
    style: 'waves',
    curvy: true,
    earrings: true,
  },
  rosa: { id: 'rosa', age: 36, skin: '#a86a45', hair: '#1b1210', style: 'curly', curvy: true },
  nadia: { id: 'nadia', age: 38, skin: '#c98e68', hair: '#2b1a14', style: 'long', earrings: true },
  lena: { id: 'lena', age: 42, skin: '#f1c7a6', hair: '#9c5a2e', style: 'bob', earrings: true },
  claire: { id: 'claire', age: 45, skin: '#e9b995', hair: '#caa06a', style: 'waves' },
  margot: { id: 'margot', age: 63, skin: '#f0c8ad', hair: '#d9d6d2', style: 'bob', earrings: true },
  ingrid: { id: 'ingrid', age: 66, skin: '#e8b896', hair: '#c4beb8', style: 'bun' },
  helena: { id: 'helena', age: 61, skin: '#d49a74', hair: '#e6e2dc', style: 'curly', earrings: true },
  lucas: { id: 'lucas', age: 32, skin: '#e6b08a', hair: '#3a2418', style: 'short' },
  daniel: { id: 'daniel', age: 37, skin: '#9a5f3d', hair: '#151010', style: 'short', beard: true },
  tom: { id: 'tom', age: 28, skin: '#f3cdb0', hair: '#c48a45', style: 'short' },
};

/** Who appears in the collage for each niche: the large card first, then the two small ones. */
const CAST: Record<NicheSlug, [PersonId, PersonId, PersonId]> = {
  general: ['sophie', 'lucas', 'emma'],
  she: ['sophie', 'nadia', 'mila'],
  bdsm: ['nadia', 'daniel', 'emma'],
  bbw: ['mila', 'lucas', 'rosa'],
  gilf: ['margot', 'ingrid', 'helena'],
  milf: ['lena', 'claire', 'nadia'],
  gay: ['lucas', 'daniel', 'tom'],
};

export function castFor(slug: NicheSlug): [Person, Person, Person] {
  const [a, b, c] = CAST[slug];
  return [PEOPLE[a], PEOPLE[b], PEOPLE[c]];
}
