/**
 * Every number Symbaroum takes from its core rules, with the section it comes from, and the project's defaults
 * where the text points to a "Character Creation" chapter it does not contain. Rulebook:
 * /work/shared/seeds/001_747545f513491440.txt ("Core Rules").
 */

// 001_747545f513491440.txt, "Attributes": Accurate, Cunning, Discreet, Persuasive, Quick, Resolute, Strong,
// Vigilant. Each description is the project's summary of the book's paragraph.
export const ATTRIBUTES = [
  'accurate',
  'cunning',
  'discreet',
  'persuasive',
  'quick',
  'resolute',
  'strong',
  'vigilant',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const ATTRIBUTE_INFO: Readonly<Record<Attribute, { name: string; about: string; opposedBy?: Attribute }>> = {
  accurate: {
    name: 'Accurate',
    about: 'Hand-eye coordination, precision and timing: hitting with blows, throws and missiles.',
    opposedBy: 'quick',
  },
  cunning: { name: 'Cunning', about: 'Wit, knowledge and schooling: remembering, solving puzzles, research.' },
  discreet: {
    name: 'Discreet',
    about: 'Being silent and unseen: hiding, smuggling, shadowing, picking pockets.',
    opposedBy: 'vigilant',
  },
  persuasive: { name: 'Persuasive', about: 'Influence by words, voice, body and looks.', opposedBy: 'resolute' },
  quick: {
    name: 'Quick',
    about: 'Reflexes, balance and speed: initiative, jumping, avoiding harm.',
    opposedBy: 'accurate',
  },
  resolute: {
    name: 'Resolute',
    about: 'Resistance to influence, magic and Corruption; tied to mystical powers.',
    opposedBy: 'persuasive',
  },
  strong: { name: 'Strong', about: 'Lifting, breaking, withstanding damage, poison and disease.' },
  vigilant: {
    name: 'Vigilant',
    about: 'Awareness and the senses: noticing details of the surroundings.',
    opposedBy: 'discreet',
  },
};

// 001_747545f513491440.txt, the table after "Improving Your Character" (Attribute 5 .. 15, Modifier +5 .. -5):
// the modifier of an enemy's attribute, "[10 – the enemy's attribute value]".
export const MODIFIER_BASE = 10;
export const LOWEST_TABLE_ATTRIBUTE = 5;
export const HIGHEST_TABLE_ATTRIBUTE = 15;

// 001_747545f513491440.txt, "Success Test": the Game Master's modification, "typically from +5 (very easy) to -5
// (very hard)"; a success test is a D20 at or under the modified value.
export const EASIEST_DIFFICULTY = 5;
export const HARDEST_DIFFICULTY = -5;
export const SUCCESS_DIE = 20;

// 001_747545f513491440.txt, "Toughness": "equal to ... Strong. However, it can never be lower than 10."
export const LEAST_TOUGHNESS = 10;

// 001_747545f513491440.txt, "Shield": "+1 to Defense"; the buckler also "giving the user +1 to Defense".
export const SHIELD_DEFENSE = 1;

// 001_747545f513491440.txt, "Advantage": "+2 modification to the relevant Attribute", "and its attacks deal 1D4
// extra damage".
export const ADVANTAGE = 2;
export const ADVANTAGE_DAMAGE_DIE = 4;

// 001_747545f513491440.txt, "Stand Up": "If the character makes a successful test against Quick it only takes a
// Movement Action": a success test with no modification (difficulty 0).
export const STAND_UP_DIFFICULTY = 0;

// 001_747545f513491440.txt, the tests the book writes as [tested←against]: "Combat Action", "The attack is made with
// [Accurate←Defense]"; "Defense", "defense is tested as [Defense←Accurate]"; "Surprise", "It usually requires a
// successful [Discreet←Vigilant] test to surprise someone". The character's value named first is tested, modified by
// "[10 – the enemy's attribute value]" of the one named second ("Success Test").
export const OPPOSED_TESTS = {
  attack: { tested: 'accurate', against: 'defense' },
  defense: { tested: 'defense', against: 'accurate' },
  surprise: { tested: 'discreet', against: 'vigilant' },
} as const satisfies Record<string, { tested: Attribute | 'defense'; against: Attribute | 'defense' }>;
export type OpposedTestId = keyof typeof OPPOSED_TESTS;

// 001_747545f513491440.txt, "Improving Your Character": "a new ability at novice level costs 10 Experience,
// to increase from novice to the adept level costs 20 Experience and increasing from adept to master costs 30".
export const ABILITY_LEVELS = ['novice', 'adept', 'master'] as const;
export type AbilityLevel = (typeof ABILITY_LEVELS)[number];
export const LEVEL_COST: Readonly<Record<AbilityLevel, number>> = { novice: 10, adept: 20, master: 30 };

// 001_747545f513491440.txt, "Dying Characters", the death test (1D20, "Each turn thereafter"): 1 wakes with 1D4 Toughness; 2-10 no
// change; 11-19 a step closer, the third time dies; 20 dies.
export const DEATH_TEST_DIE = 20;
export const DEATH_TEST_WAKES = 1;
export const DEATH_TEST_STEADY_UP_TO = 10;
export const DEATH_TEST_DIES = 20;
export const STEPS_TO_DEATH = 3;
export const WAKE_DIE = 4;

// 001_747545f513491440.txt, "Healing Wounds": natural healing 1 Toughness a day, an herbal cure 1, Medicus 1D4.
export const NATURAL_HEALING_PER_DAY = 1;
export const HERBAL_CURE = 1;
export const MEDICUS_DIE = 4;

// The text names a "Character Creation" chapter it does not contain. These are the project's defaults, each a
// campaign setting: 80 points over the eight attributes, each from 5 to 15, and 50 experience for abilities.
export const DEFAULT_ATTRIBUTE_POINTS = 80;
export const DEFAULT_LOWEST_ATTRIBUTE = 5;
export const DEFAULT_HIGHEST_ATTRIBUTE = 15;
export const DEFAULT_STARTING_EXPERIENCE = 50;
// The project's: a new character's attributes all start at 10, the value that gives a test neither bonus nor
// penalty ("[10 – the enemy's attribute value]"), and the player raises some and lowers others from there.
export const STARTING_ATTRIBUTE = 10;

/** An ability as a campaign lists it. */
export interface AbilityDefinition {
  id: string;
  name: string;
  description: string;
}

// The abilities the core rules name ("Healing Wounds": Medicus, Recovery); the campaign adds its own. The
// descriptions are the project's.
export const DEFAULT_ABILITIES: readonly AbilityDefinition[] = [
  {
    id: 'medicus',
    name: 'Medicus',
    description: 'First aid and medicine: heals 1D4 Toughness, more with herbal cures.',
  },
  { id: 'recovery', name: 'Recovery', description: 'Heals one’s own Toughness.' },
];

/** Armor as a campaign lists it, with its impeding value. */
export interface ArmorDefinition {
  id: string;
  name: string;
  impeding: number;
}

// "Secondary Attributes": "Defense = [Quick – Armor's Impeding value]". The core rules list no armor; these are
// the project's defaults.
export const DEFAULT_ARMOR: readonly ArmorDefinition[] = [
  { id: 'light', name: 'Light armor', impeding: 2 },
  { id: 'medium', name: 'Medium armor', impeding: 3 },
  { id: 'heavy', name: 'Heavy armor', impeding: 4 },
];
