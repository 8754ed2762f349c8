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
