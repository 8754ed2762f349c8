import type { NameSet } from './demo-places';

const words = (s: string): string[] => s.split(' ');

/** Common first names per culture; a dating profile shows only the first name. */
export const FIRST_NAMES: Record<NameSet, { female: string[]; male: string[] }> = {
  nl: {
    female: words(
      'Anna Emma Sophie Julia Lotte Sanne Fleur Lisa Eva Femke Iris Anouk Noor Tessa Marloes Ingrid Annemiek Willemijn Esther Marieke Petra Yvonne Karin Monique',
    ),
    male: words(
      'Daan Sem Lucas Jesse Thijs Bram Ruben Joris Stijn Niels Jeroen Bas Martijn Sander Wouter Pieter Henk Kees Gerrit Jan Erik Maarten Dennis Rik',
    ),
  },
  flemish: {
    female: words(
      'Lien Elke Leen Sofie Ellen Katrien Nele Hanne Lotte An Griet Inge Marleen Els Lore Febe Ine Jolien',
    ),
    male: words(
      'Wout Pieter Jens Koen Bart Stijn Joris Tom Dries Wim Geert Jef Lander Arne Seppe Kobe Brecht Lieven',
    ),
  },
  fr: {
    female: words(
      'Camille Chloé Manon Léa Julie Élodie Sophie Céline Aurélie Mathilde Claire Nathalie Isabelle Margaux Pauline Émilie Sandrine Inès Lucie Amandine',
    ),
    male: words(
      'Julien Thomas Nicolas Antoine Maxime Pierre Mathieu Guillaume Alexandre Romain Hugo Louis Olivier Laurent Sébastien Benoît Vincent François Arnaud Quentin',
    ),
  },
  pl: {
    female: words(
      'Anna Katarzyna Magdalena Agnieszka Joanna Aleksandra Monika Natalia Karolina Paulina Zofia Ewa Małgorzata Dorota Justyna Marta Weronika Kinga Beata Iwona',
    ),
    male: words(
      'Tomasz Piotr Krzysztof Paweł Michał Marcin Jakub Kamil Łukasz Mateusz Adam Bartosz Wojciech Grzegorz Marek Andrzej Rafał Szymon Dawid Jan',
    ),
  },
  de: {
    female: words(
      'Anna Lena Laura Julia Katharina Sarah Hannah Lea Johanna Sabine Claudia Petra Nicole Stefanie Franziska Jana Miriam Ursula Monika Carina',
    ),
    male: words(
      'Lukas Jonas Felix Maximilian Tobias Florian Sebastian Stefan Thomas Michael Andreas Markus Jürgen Klaus Matthias Jan Niklas Philipp Dieter Uwe',
    ),
  },
  en: {
    female: words(
      'Emily Olivia Sophie Charlotte Hannah Lucy Amelia Jessica Rebecca Laura Sarah Emma Chloe Grace Megan Helen Claire Victoria Susan Karen',
    ),
    male: words(
      'James Oliver Harry Jack George Thomas William Daniel Matthew Samuel Benjamin Joseph Ryan Adam Luke David Paul Richard Andrew Mark',
    ),
  },
  ga: {
    female: words('Aoife Siobhán Niamh Ciara Saoirse Róisín Orla Sinéad Caoimhe Clodagh Aisling Gráinne'),
    male: words('Seán Ciarán Conor Darragh Oisín Cian Eoin Pádraig Liam Cathal Rory Declan'),
  },
};

/** One-line introductions per language, worded so they fit any gender. */
export const ABOUT_ME: Record<string, string[]> = {
  nl: [
    'Ik hou van fietsen langs de grachten en een goed gesprek op een terras.',
    'Gek op reizen, koken en lange wandelingen op het strand.',
    'Op zoek naar iemand om samen mee te lachen en nieuwe plekken te ontdekken.',
    'In het weekend vind je me vaak op de markt of in de keuken.',
    'Spontaan, eerlijk en altijd in voor een goede film op de bank.',
    'Muziek, concerten en festivals maken mij blij.',
    'Sportief ingesteld: hardlopen, zwemmen en af en toe een potje tennis.',
    'Ik hou van lezen, de natuur en een goed glas wijn.',
  ],
  fr: [
    "J'aime les balades en forêt, les bons petits plats et les soirées entre amis.",
    'Le cinéma, la musique et les voyages font partie de ma vie.',
    "Je cherche quelqu'un avec qui partager des fous rires et des découvertes.",
    'Le week-end, on me trouve souvent au marché ou en cuisine.',
    "J'adore le sport, surtout la course à pied et le vélo.",
    'Ce qui me fait du bien : la nature, les randonnées et les couchers de soleil.',
    "Un bon livre et un café en terrasse, c'est mon idée du bonheur.",
  ],
  pl: [
    'Uwielbiam podróże, dobrą kuchnię i długie spacery.',
    'Szukam kogoś, z kim można się pośmiać i odkrywać nowe miejsca.',
    'W weekendy często można mnie spotkać na rowerze albo w górach.',
    'Kocham muzykę, koncerty i wieczory z dobrą książką.',
    'Cenię szczerość, poczucie humoru i spontaniczność.',
    'Lubię gotować dla przyjaciół i poznawać nowe smaki.',
    'Sport to moja pasja: bieganie, pływanie i siłownia.',
  ],
  de: [
    'Ich liebe Reisen, gutes Essen und lange Spaziergänge am Wasser.',
    'Auf der Suche nach jemandem, mit dem ich lachen und Neues entdecken kann.',
    'Am Wochenende findet man mich oft auf dem Markt oder in der Küche.',
    'Musik, Konzerte und Festivals machen mich glücklich.',
    'Ehrlichkeit und Humor sind mir wichtig.',
    'Sportlich unterwegs: Laufen, Radfahren und ab und zu Yoga.',
    'Ein gutes Buch und ein Kaffee in der Sonne, mehr brauche ich nicht.',
  ],
  en: [
    'I love travelling, good food and long walks by the sea.',
    'Looking for someone to laugh with and discover new places together.',
    'At weekends you will usually find me at the market or in the kitchen.',
    'Music, gigs and festivals make me happy.',
    'Honest, easy-going and always up for a good film night.',
    'Into running, cycling and the occasional yoga class.',
    'A good book, a coffee in the sun and I am happy.',
  ],
};

/** Second sentences, combined with ABOUT_ME so that no two demo profiles read the same. */
export const ABOUT_ME_MORE: Record<string, string[]> = {
  nl: [
    'Ik werk in de zorg en geniet van mijn vrije dagen.',
    'Mijn vrienden noemen me een echte optimist.',
    'Ik heb een hond die overal mee naartoe gaat.',
    'Koffie in de ochtend is voor mij heilig.',
    'Ik leer op dit moment Spaans, stap voor stap.',
    'Zondag is mijn vaste dag voor een lange fietstocht.',
    'Ik ben dol op oude films en slechte woordgrappen.',
    'Mijn moestuin is mijn trots.',
    'Ik sta vaak als eerste op de dansvloer.',
    'Thuis kook ik graag Indonesisch.',
  ],
  fr: [
    'Je travaille dans l’enseignement et j’adore mon métier.',
    'Mes amis disent que je suis d’un optimisme contagieux.',
    'J’ai un chat qui décide de tout à la maison.',
    'Le café du matin est sacré pour moi.',
    'J’apprends l’italien en ce moment.',
    'Le dimanche, je pars souvent marcher à la campagne.',
    'Je suis fan de vieux films et de jeux de mots.',
    'Mon petit balcon fleuri est ma fierté.',
    'Je suis souvent le premier sur la piste de danse.',
    'J’aime cuisiner des plats du monde entier.',
  ],
  pl: [
    'Pracuję w szkole i lubię swoją pracę.',
    'Przyjaciele mówią, że jestem niepoprawnym optymistą.',
    'Mam psa, który chodzi ze mną wszędzie.',
    'Poranna kawa to dla mnie świętość.',
    'Od niedawna uczę się hiszpańskiego.',
    'Niedziela to u mnie dzień na długi spacer.',
    'Uwielbiam stare filmy i suche żarty.',
    'Moim oczkiem w głowie jest ogródek na działce.',
    'Na imprezach pierwszy ruszam do tańca.',
    'W domu chętnie gotuję dania kuchni włoskiej.',
  ],
  de: [
    'Ich arbeite im Krankenhaus und genieße meine freien Tage.',
    'Meine Freunde sagen, ich sei ein unverbesserlicher Optimist.',
    'Mein Hund begleitet mich überallhin.',
    'Der Kaffee am Morgen ist mir heilig.',
    'Gerade lerne ich Italienisch.',
    'Sonntags geht es oft zum Wandern in die Berge.',
    'Ich mag alte Filme und schlechte Wortwitze.',
    'Mein Balkongarten ist mein ganzer Stolz.',
    'Auf Partys bin ich oft als Erster auf der Tanzfläche.',
    'Zu Hause koche ich gern für Freunde.',
  ],
  en: [
    'I work as a nurse and make the most of my days off.',
    'My friends say I am an incurable optimist.',
    'My dog comes with me almost everywhere.',
    'The first coffee of the day is sacred.',
    'I am learning Spanish at the moment.',
    'Sundays are for long walks in the countryside.',
    'I love old films and terrible puns.',
    'My allotment is my pride and joy.',
    'I am usually first on the dance floor.',
    'I like cooking for friends at home.',
  ],
};

/** What someone hopes to find, an optional closing line. */
export const ABOUT_ME_WISH: Record<string, string[]> = {
  nl: [
    'Wie gaat er mee een kopje koffie drinken?',
    'Ik zoek iemand met humor.',
    'Stuur gerust een berichtje!',
    'Benieuwd wie er reageert.',
  ],
  fr: [
    'Qui vient prendre un café ?',
    'Je cherche quelqu’un avec de l’humour.',
    'N’hésitez pas à m’écrire !',
    'Curieux de voir qui répondra.',
  ],
  pl: [
    'Kto wybierze się ze mną na kawę?',
    'Szukam kogoś z poczuciem humoru.',
    'Śmiało, napisz do mnie!',
    'Ciekawe, kto odpisze.',
  ],
  de: [
    'Wer kommt mit auf einen Kaffee?',
    'Ich suche jemanden mit Humor.',
    'Schreib mir einfach!',
    'Bin gespannt, wer sich meldet.',
  ],
  en: [
    'Fancy a coffee sometime?',
    'Looking for someone with a sense of humour.',
    'Feel free to say hello!',
    'Curious to see who writes first.',
  ],
};
