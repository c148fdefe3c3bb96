/**
 * Every number Heimr takes from its rulebook, with the section it comes from, and the project's defaults where
 * the book leaves a value to other documents or to the game master. Rulebook:
 * /work/shared/seeds/002_660a93111b0de833.txt ("Heimr Tabletop RPG Core").
 */

/** The two attribute groups; a situational penalty may fall on a whole group. */
export const ATTRIBUTE_GROUPS = ['physical', 'mental'] as const;
export type AttributeGroup = (typeof ATTRIBUTE_GROUPS)[number];

/** An attribute as a campaign lists it. */
export interface AttributeDefinition {
  id: string;
  name: string;
  /** The book's three-letter short name ("str"). */
  short: string;
  group: AttributeGroup;
}

// 002_660a93111b0de833.txt, "Attributes": "There are six attributes in the Heimr Tabletop RPG core"
// (table: Attribute, Short, Group). A game master may rename, add or fold them per campaign.
export const STANDARD_ATTRIBUTES: readonly AttributeDefinition[] = [
  { id: 'strength', name: 'Strength', short: 'str', group: 'physical' },
  { id: 'dexterity', name: 'Dexterity', short: 'dex', group: 'physical' },
  { id: 'stamina', name: 'Stamina', short: 'sta', group: 'physical' },
  { id: 'intelligence', name: 'Intelligence', short: 'int', group: 'mental' },
  { id: 'sociability', name: 'Sociability', short: 'soc', group: 'mental' },
  { id: 'empathy', name: 'Empathy', short: 'emp', group: 'mental' },
];

/** An ability as a campaign lists it: the attributes it is based on and the base consistency the game master sets. */
export interface AbilityDefinition {
  id: string;
  name: string;
  attributes: string[];
  baseConsistency: number;
  description?: string;
}

// 002_660a93111b0de833.txt, "Consistency of abilities": "Base consistency should range from -2 to +3."
export const LOWEST_BASE_CONSISTENCY = -2;
export const HIGHEST_BASE_CONSISTENCY = 3;

// 002_660a93111b0de833.txt, "Standard abilities" (table: one ability per attribute). The book leaves every base
// consistency to the game master ("The base consistency will be provided by the GM"); these are the project's
// defaults, chosen by the book's own guide: 3 where little luck is involved, 0 where luck decides, -2 where the
// untrained are bad.
export const STANDARD_ABILITIES: readonly AbilityDefinition[] = [
  {
    id: 'brawl',
    name: 'Brawl',
    attributes: ['strength'],
    baseConsistency: 1,
    description: 'Punch, kick and grapple; used against an opponent when unarmed.',
  },
  {
    id: 'agility',
    name: 'Agility',
    attributes: ['dexterity'],
    baseConsistency: 1,
    description: 'Jump, climb and dodge; the defence of dodging in combat.',
  },
  {
    id: 'survival',
    name: 'Survival',
    attributes: ['stamina'],
    baseConsistency: 2,
    description: 'Hunt, track, and last through weather, thirst and hunger.',
  },
  {
    id: 'perception',
    name: 'Perception',
    attributes: ['intelligence'],
    baseConsistency: 1,
    description: 'Notice what is not obvious: hidden enemies, objects and traps.',
  },
  {
    id: 'persuasion',
    name: 'Persuasion',
    attributes: ['sociability'],
    baseConsistency: 0,
    description: 'Convince others, with a sound argument.',
  },
  {
    id: 'insight',
    name: 'Insight',
    attributes: ['empathy'],
    baseConsistency: 0,
    description: 'Read emotions, spot lies and hidden intent; often rolled against Persuasion.',
  },
];

// 002_660a93111b0de833.txt, "Experience points" (table: New height of ability training 1..7, XP cost
// 5, 10, 15, 25, 40, 65, 105; total 5, 15, 30, 55, 95, 160, 265): "the total XP spend on the previous two
// levels, starting at 5". The first two costs start the rule; each later one is the sum of the two before it.
export const FIRST_TRAINING_COSTS = [5, 10] as const;

// 002_660a93111b0de833.txt, "Attribute progress" (table: New attribute value -2, -1, 0, 1, 2, 3, 4 or more;
// Attribute progress required 8, 6, 4, 6, 8, 10, 12).
export const PROGRESS_REQUIRED: Readonly<Record<number, number>> = { [-2]: 8, [-1]: 6, 0: 4, 1: 6, 2: 8, 3: 10 };
/** "4 or more". */
export const PROGRESS_REQUIRED_FROM_4 = 12;

// 002_660a93111b0de833.txt, "Base fatigue": "4 – stamina = base fatigue"; "Both fatigue and base fatigue can
// not be less then 1"; "Fatigue": "Fatigue can not be higher then twenty or lower then one."
export const BASE_FATIGUE_FROM = 4;
export const LEAST_FATIGUE = 1;
export const MOST_FATIGUE = 20;

/** The injury a character has at a number of hit points, from the least hurt. */
export type InjuryLevel = 'bloodied' | 'mangled' | 'mutilated';

// 002_660a93111b0de833.txt, "Injuries" (table: Bloodied 0 or -1, Mangled -2 or -3, Mutilated -4 or -5), each with
// what it means.
export const INJURIES: readonly {
  level: InjuryLevel;
  name: string;
  highest: number;
  lowest: number;
  effect: string;
}[] = [
  { level: 'bloodied', name: 'Bloodied', highest: 0, lowest: -1, effect: 'Needs treatment; no short rest.' },
  {
    level: 'mangled',
    name: 'Mangled',
    highest: -2,
    lowest: -3,
    effect: 'Dies in 10 minutes, unconscious after 5, unless stabilized.',
  },
  {
    level: 'mutilated',
    name: 'Mutilated',
    highest: -4,
    lowest: -5,
    effect: 'Unconscious at once; dies after 2 minutes unless stabilized.',
  },
];

// 002_660a93111b0de833.txt, "Targeting a body part" (table: D6 result 5 or 6 Torso, 4 Sword arm, 3 Other arm,
// 2 Right leg, 1 Left leg).
export const BODY_PARTS: Readonly<Record<number, string>> = {
  1: 'Left leg',
  2: 'Right leg',
  3: 'Other arm',
  4: 'Sword arm',
  5: 'Torso',
  6: 'Torso',
};

// The book leaves hit points, willpower and character creation to the LARP documents ("Characters"); these are
// the project's defaults, each a campaign setting.
export const DEFAULT_HIT_POINTS = 3;
export const DEFAULT_WILLPOWER = 3;
export const DEFAULT_STARTING_EXPERIENCE = 30;
export const DEFAULT_ATTRIBUTE_POINTS = 2;
export const DEFAULT_LOWEST_ATTRIBUTE = -2;
export const DEFAULT_HIGHEST_ATTRIBUTE = 3;
