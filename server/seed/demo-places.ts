/**
 * Real towns per first-level region (names as in common/rules/regions.ts), the language most
 * people there speak, and how often the demo data should pick the country.
 */
export type NameSet = 'nl' | 'flemish' | 'fr' | 'pl' | 'de' | 'en' | 'ga';

export type CountrySeed = {
  weight: number;
  timezone: string;
  /** Region name → towns; every name must exist in regionsOf(country). */
  regions: Record<string, string[]>;
  /** Language and name set of a region, when it is not the country's default. */
  regionLanguage?: Record<string, { language: string; names: NameSet }>;
  language: string;
  names: NameSet;
};

const WALLOON = { language: 'fr', names: 'fr' } as const;

export const COUNTRY_SEEDS: Record<string, CountrySeed> = {
  NL: {
    weight: 30,
    timezone: 'Europe/Amsterdam',
    language: 'nl',
    names: 'nl',
    regions: {
      Drenthe: ['Assen', 'Emmen', 'Meppel', 'Hoogeveen'],
      Flevoland: ['Almere', 'Lelystad'],
      Friesland: ['Leeuwarden', 'Sneek', 'Heerenveen', 'Drachten'],
      Gelderland: ['Arnhem', 'Nijmegen', 'Apeldoorn', 'Ede', 'Doetinchem'],
      Groningen: ['Groningen', 'Delfzijl', 'Veendam'],
      Limburg: ['Maastricht', 'Venlo', 'Heerlen', 'Roermond', 'Sittard'],
      'Noord-Brabant': ['Eindhoven', 'Tilburg', 'Breda', "'s-Hertogenbosch", 'Helmond'],
      'Noord-Holland': ['Amsterdam', 'Haarlem', 'Alkmaar', 'Zaandam', 'Hilversum', 'Hoorn'],
      Overijssel: ['Zwolle', 'Enschede', 'Deventer', 'Hengelo', 'Almelo'],
      Utrecht: ['Utrecht', 'Amersfoort', 'Nieuwegein', 'Zeist', 'Veenendaal'],
      Zeeland: ['Middelburg', 'Vlissingen', 'Goes', 'Terneuzen'],
      'Zuid-Holland': ['Rotterdam', 'Den Haag', 'Leiden', 'Delft', 'Dordrecht', 'Zoetermeer', 'Gouda'],
    },
  },
  BE: {
    weight: 18,
    timezone: 'Europe/Brussels',
    language: 'nl',
    names: 'flemish',
    regions: {
      Antwerpen: ['Antwerpen', 'Mechelen', 'Turnhout', 'Lier'],
      'Brussel / Bruxelles': ['Bruxelles', 'Ixelles', 'Schaerbeek', 'Anderlecht', 'Etterbeek'],
      Hainaut: ['Charleroi', 'Mons', 'Tournai', 'La Louvière', 'Mouscron'],
      Liège: ['Liège', 'Verviers', 'Seraing', 'Huy'],
      Limburg: ['Hasselt', 'Genk', 'Sint-Truiden', 'Tongeren'],
      Luxembourg: ['Arlon', 'Bastogne', 'Marche-en-Famenne'],
      Namur: ['Namur', 'Dinant', 'Ciney'],
      'Oost-Vlaanderen': ['Gent', 'Aalst', 'Sint-Niklaas', 'Dendermonde'],
      'Vlaams-Brabant': ['Leuven', 'Vilvoorde', 'Tienen', 'Halle'],
      'Brabant wallon': ['Wavre', 'Nivelles', 'Louvain-la-Neuve', 'Waterloo'],
      'West-Vlaanderen': ['Brugge', 'Kortrijk', 'Oostende', 'Roeselare', 'Ieper'],
    },
    regionLanguage: {
      'Brussel / Bruxelles': WALLOON,
      Hainaut: WALLOON,
      Liège: WALLOON,
      Luxembourg: WALLOON,
      Namur: WALLOON,
      'Brabant wallon': WALLOON,
    },
  },
  PL: {
    weight: 24,
    timezone: 'Europe/Warsaw',
    language: 'pl',
    names: 'pl',
    regions: {
      Dolnośląskie: ['Wrocław', 'Wałbrzych', 'Legnica', 'Jelenia Góra'],
      'Kujawsko-pomorskie': ['Bydgoszcz', 'Toruń', 'Włocławek', 'Grudziądz'],
      Lubelskie: ['Lublin', 'Zamość', 'Chełm', 'Biała Podlaska'],
      Lubuskie: ['Zielona Góra', 'Gorzów Wielkopolski'],
      Łódzkie: ['Łódź', 'Piotrków Trybunalski', 'Pabianice', 'Skierniewice'],
      Małopolskie: ['Kraków', 'Tarnów', 'Nowy Sącz', 'Zakopane'],
      Mazowieckie: ['Warszawa', 'Radom', 'Płock', 'Siedlce', 'Pruszków'],
      Opolskie: ['Opole', 'Kędzierzyn-Koźle', 'Nysa'],
      Podkarpackie: ['Rzeszów', 'Przemyśl', 'Krosno', 'Mielec'],
      Podlaskie: ['Białystok', 'Suwałki', 'Łomża'],
      Pomorskie: ['Gdańsk', 'Gdynia', 'Sopot', 'Słupsk'],
      Śląskie: ['Katowice', 'Gliwice', 'Częstochowa', 'Sosnowiec', 'Bielsko-Biała'],
      Świętokrzyskie: ['Kielce', 'Ostrowiec Świętokrzyski', 'Sandomierz'],
      'Warmińsko-mazurskie': ['Olsztyn', 'Elbląg', 'Ełk'],
      Wielkopolskie: ['Poznań', 'Kalisz', 'Konin', 'Piła', 'Leszno'],
      Zachodniopomorskie: ['Szczecin', 'Koszalin', 'Świnoujście', 'Kołobrzeg'],
    },
  },
  DE: {
    weight: 10,
    timezone: 'Europe/Berlin',
    language: 'de',
    names: 'de',
    regions: {
      'Baden-Württemberg': ['Stuttgart', 'Karlsruhe', 'Mannheim', 'Freiburg im Breisgau', 'Heidelberg'],
      Bayern: ['München', 'Nürnberg', 'Augsburg', 'Regensburg', 'Würzburg'],
      Berlin: ['Berlin'],
      Brandenburg: ['Potsdam', 'Cottbus', 'Brandenburg an der Havel'],
      Bremen: ['Bremen', 'Bremerhaven'],
      Hamburg: ['Hamburg'],
      Hessen: ['Frankfurt am Main', 'Wiesbaden', 'Kassel', 'Darmstadt'],
      'Mecklenburg-Vorpommern': ['Rostock', 'Schwerin', 'Greifswald'],
      Niedersachsen: ['Hannover', 'Braunschweig', 'Oldenburg', 'Osnabrück', 'Göttingen'],
      'Nordrhein-Westfalen': ['Köln', 'Düsseldorf', 'Dortmund', 'Essen', 'Münster', 'Aachen'],
      'Rheinland-Pfalz': ['Mainz', 'Koblenz', 'Trier', 'Kaiserslautern'],
      Saarland: ['Saarbrücken', 'Neunkirchen'],
      Sachsen: ['Dresden', 'Leipzig', 'Chemnitz'],
      'Sachsen-Anhalt': ['Magdeburg', 'Halle (Saale)'],
      'Schleswig-Holstein': ['Kiel', 'Lübeck', 'Flensburg'],
      Thüringen: ['Erfurt', 'Jena', 'Weimar'],
    },
  },
  AT: {
    weight: 4,
    timezone: 'Europe/Vienna',
    language: 'de',
    names: 'de',
    regions: {
      Burgenland: ['Eisenstadt', 'Neusiedl am See'],
      Kärnten: ['Klagenfurt', 'Villach'],
      Niederösterreich: ['St. Pölten', 'Wiener Neustadt', 'Krems an der Donau'],
      Oberösterreich: ['Linz', 'Wels', 'Steyr'],
      Salzburg: ['Salzburg', 'Hallein'],
      Steiermark: ['Graz', 'Leoben'],
      Tirol: ['Innsbruck', 'Kufstein'],
      Vorarlberg: ['Bregenz', 'Dornbirn', 'Feldkirch'],
      Wien: ['Wien'],
    },
  },
  GB: {
    weight: 6,
    timezone: 'Europe/London',
    language: 'en',
    names: 'en',
    regions: {
      England: [
        'London',
        'Manchester',
        'Birmingham',
        'Leeds',
        'Bristol',
        'Liverpool',
        'Brighton',
        'Newcastle upon Tyne',
        'Nottingham',
        'Sheffield',
      ],
      'Northern Ireland': ['Belfast', 'Derry', 'Lisburn'],
      Scotland: ['Edinburgh', 'Glasgow', 'Aberdeen', 'Dundee'],
      Wales: ['Cardiff', 'Swansea', 'Newport'],
    },
  },
  IE: {
    weight: 3,
    timezone: 'Europe/Dublin',
    language: 'en',
    names: 'ga',
    regions: {
      Connacht: ['Galway', 'Sligo', 'Castlebar'],
      Leinster: ['Dublin', 'Kilkenny', 'Dundalk', 'Drogheda'],
      Munster: ['Cork', 'Limerick', 'Waterford', 'Killarney'],
      Ulster: ['Letterkenny', 'Cavan', 'Monaghan'],
    },
  },
  FR: {
    weight: 6,
    timezone: 'Europe/Paris',
    language: 'fr',
    names: 'fr',
    regions: {
      'Auvergne-Rhône-Alpes': ['Lyon', 'Grenoble', 'Clermont-Ferrand', 'Annecy', 'Saint-Étienne'],
      'Bourgogne-Franche-Comté': ['Dijon', 'Besançon'],
      Bretagne: ['Rennes', 'Brest', 'Quimper'],
      'Centre-Val de Loire': ['Orléans', 'Tours'],
      Corse: ['Ajaccio', 'Bastia'],
      'Grand Est': ['Strasbourg', 'Reims', 'Metz', 'Nancy'],
      'Hauts-de-France': ['Lille', 'Amiens', 'Roubaix'],
      'Île-de-France': ['Paris', 'Versailles', 'Boulogne-Billancourt', 'Saint-Denis'],
      Normandie: ['Rouen', 'Caen', 'Le Havre'],
      'Nouvelle-Aquitaine': ['Bordeaux', 'Limoges', 'Poitiers', 'La Rochelle'],
      Occitanie: ['Toulouse', 'Montpellier', 'Nîmes', 'Perpignan'],
      'Pays de la Loire': ['Nantes', 'Angers', 'Le Mans'],
      "Provence-Alpes-Côte d'Azur": ['Marseille', 'Nice', 'Toulon', 'Avignon', 'Aix-en-Provence'],
    },
  },
};
