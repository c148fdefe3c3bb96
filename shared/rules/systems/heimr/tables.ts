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

// 002_660a93111b0de833.txt, "Fatigue": "Every dice challenge includes a roll with one D6. If the value of the D6 is
// lower then the fatigue of a character, the fatigue is increased by one." "Fatigue during combat": "Your fatigue can
// only increase by one every turn." The faces of that D6, and the rise.
export const FATIGUE_DIE_SIDES = 6;
export const FATIGUE_RISE = 1;
// 002_660a93111b0de833.txt, "List of combat actions", "Taking a breather": "Reduce your fatigue by two. Fatigue can
// not be lower then the base fatigue."
export const BREATHER_RECOVERY = 2;

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

/** One column of the body-part table: the part and the faces of the attack roll's d6 that hit it. */
export interface BodyPartRow {
  part: string;
  /** The book's words for the faces: "5 or 6". */
  d6: string;
  faces: readonly number[];
}

// 002_660a93111b0de833.txt, "Targeting a body part" (table: Body part Torso, Sword arm, Other arm, Right leg,
// Left leg; D6 result 5 or 6, 4, 3, 2, 1), in the book's order.
export const BODY_PART_TABLE: readonly BodyPartRow[] = [
  { part: 'Torso', d6: '5 or 6', faces: [5, 6] },
  { part: 'Sword arm', d6: '4', faces: [4] },
  { part: 'Other arm', d6: '3', faces: [3] },
  { part: 'Right leg', d6: '2', faces: [2] },
  { part: 'Left leg', d6: '1', faces: [1] },
];

/** The body part each face of the attack roll's d6 hits, from the table above. */
export const BODY_PARTS: Readonly<Record<number, string>> = Object.fromEntries(
  BODY_PART_TABLE.flatMap((row) => row.faces.map((face) => [face, row.part])),
);

// 002_660a93111b0de833.txt, "Targeting a body part": "Targeting a specific body part has a consistency penalty of
// two to the attack roll."
export const TARGETING_PENALTY = 2;

// 002_660a93111b0de833.txt, "Injury Effects" (table: Either arm Drop item, Leg(s) Fall, Torso Daze), in the book's
// order: the effect an injuring hit gives by the body part it hits.
export const INJURY_EFFECTS: readonly { part: string; effect: string }[] = [
  { part: 'Either arm', effect: 'Drop item' },
  { part: 'Leg(s)', effect: 'Fall' },
  { part: 'Torso', effect: 'Daze' },
];

/** The effects of "Effects", by the project's id: the book's name is the id capitalised. */
export type EffectId =
  'hit' | 'drain' | 'fall' | 'drop' | 'stumble' | 'daze' | 'break' | 'bind' | 'weaken' | 'resist' | 'miss';

// 002_660a93111b0de833.txt, "Effects": "The following effects are known in this system" (Hit to Weaken), then
// "The following two are reaction effects" (Resist, Miss), in the book's order.
export const EFFECTS: readonly EffectId[] = [
  'hit',
  'drain',
  'fall',
  'drop',
  'stumble',
  'daze',
  'break',
  'bind',
  'weaken',
];
export const REACTION_EFFECTS: readonly EffectId[] = ['resist', 'miss'];

// 002_660a93111b0de833.txt, "Defending against multiple attacks": "For dodging and blocking, there is a consistency
// penalty of two, every time you use that defence"; the example: a fourth dodge after three has six (2x3=6).
export const DEFENCE_PENALTY_STEP = 2;

// 002_660a93111b0de833.txt, "Defence": "Dodging is done by rolling an agility check"; "Standard abilities": "Agility
// Dex Jumping, climbing and dodging is done using this ability." The ability a dodge rolls, by the project's id of
// the standard ability (a reading: docs/rules/heimr.md).
export const DODGE_ABILITY = 'agility';

// The project's: the rows of the repeated-use table, the first dodge to the fourth, as far as the book's own example
// goes ("you want to dodge a fourth time").
export const DODGES_SHOWN = 4;

// The project's: the attack score the sheet's dodge chances start at, until the player chooses another; the range a
// player may choose from.
export const TYPICAL_ATTACK_SCORE = 6;
export const LOWEST_ATTACK_SCORE = -20;
export const HIGHEST_ATTACK_SCORE = 60;
// The project's: the attack scores the printed sheet gives a dodge's chances against, having no field to choose one.
export const PRINTED_ATTACK_SCORES: readonly number[] = [4, 6, 8, 10];

// The book leaves hit points, willpower and character creation to the LARP documents ("Characters"); these are
// the project's defaults, each a campaign setting.
export const DEFAULT_HIT_POINTS = 3;
export const DEFAULT_WILLPOWER = 3;
export const DEFAULT_STARTING_EXPERIENCE = 30;
export const DEFAULT_ATTRIBUTE_POINTS = 2;
export const DEFAULT_LOWEST_ATTRIBUTE = -2;
export const DEFAULT_HIGHEST_ATTRIBUTE = 3;

/** How a weapon or shield of the medieval armoury module is held, in the book's words ("Wielding"). */
export type Wielding = 'either-hand' | 'one-or-two-hands' | 'two-hands' | 'sword-hand' | 'off-hand';

/** The hands of a character: the sword hand, the other ("off-hand"), or both together. */
export const HANDS = ['sword', 'off', 'both'] as const;
export type Hand = (typeof HANDS)[number];

export const WEAPON_IDS = ['light', 'medium', 'great', 'pole-arm', 'bow', 'crossbow', 'throwing', 'blowgun'] as const;
export type WeaponId = (typeof WEAPON_IDS)[number];

/** One row of the Weapons table. */
export interface WeaponRow {
  id: WeaponId;
  /** The book's "Weapon type". */
  name: string;
  /** "Melee", or the range the book gives as a number. */
  range: 'melee' | number;
  damage: number;
  /** The potential bonus ("P+2" is 2); "-" is none, 0. */
  bonus: number;
  wielding: Wielding;
  /** The abilities that use it, as the book names them. */
  abilities: readonly string[];
}

// 002_660a93111b0de833.txt, "Medieval armoury module" ("Editor note: Work in progress."), "Weapons" (table: Weapon
// type, Range, Dmg., Bonus, Wielding, Abilities), every row in the book's order; the book's spelling of each ability
// kept ("Swordmanship", "Shield and sword", "knife fighting").
export const WEAPONS: readonly WeaponRow[] = [
  {
    id: 'light',
    name: 'Light weapon',
    range: 'melee',
    damage: 1,
    bonus: 2,
    wielding: 'either-hand',
    abilities: ['Knife fighting', 'Dueling'],
  },
  {
    id: 'medium',
    name: 'Medium weapon',
    range: 'melee',
    damage: 2,
    bonus: 3,
    wielding: 'one-or-two-hands',
    abilities: ['Dueling', 'Swordmanship', 'Shield and sword'],
  },
  {
    id: 'great',
    name: 'Great weapon',
    range: 'melee',
    damage: 3,
    bonus: 5,
    wielding: 'two-hands',
    abilities: ['Swordmanship'],
  },
  {
    id: 'pole-arm',
    name: 'Pole arm',
    range: 'melee',
    damage: 2,
    bonus: 4,
    wielding: 'two-hands',
    abilities: ['Pole arms'],
  },
  { id: 'bow', name: 'Bow', range: 6, damage: 3, bonus: 1, wielding: 'two-hands', abilities: ['Archery'] },
  { id: 'crossbow', name: 'Crossbow', range: 4, damage: 3, bonus: 0, wielding: 'two-hands', abilities: ['Archery'] },
  {
    id: 'throwing',
    name: 'Throwing weapon',
    range: 1,
    damage: 1,
    bonus: 0,
    wielding: 'sword-hand',
    abilities: ['Throwing', 'knife fighting'],
  },
  { id: 'blowgun', name: 'Blowgun', range: 2, damage: 0, bonus: 1, wielding: 'sword-hand', abilities: ['Blowguns'] },
];

export const SHIELD_IDS = ['buckler', 'small', 'medium', 'tower'] as const;
export type ShieldId = (typeof SHIELD_IDS)[number];

/** A shield's penalty: the book's "Sta -1", none ("-"), or "TODO", which the campaign's settings fill in. */
export type ShieldPenalty = { kind: 'none' } | { kind: 'stamina'; amount: number } | { kind: 'todo' };

/** One row of the Shields table. */
export interface ShieldRow {
  id: ShieldId;
  name: string;
  /** The potential bonus of a block ("P+2" is 2); "-" is none, 0. */
  bonus: number;
  penalty: ShieldPenalty;
  wielding: Wielding;
  abilities: readonly string[];
}

// 002_660a93111b0de833.txt, "Medieval armoury module", "Shields" (table: Shield type, Bonus, Penalties, Wielding,
// Abilities), every row in the book's order; "TODO" kept as the book leaves it (settings `smallShieldPenalty`,
// `mediumShieldPenalty`).
export const SHIELDS: readonly ShieldRow[] = [
  {
    id: 'buckler',
    name: 'Buckler',
    bonus: 0,
    penalty: { kind: 'none' },
    wielding: 'off-hand',
    abilities: ['Dueling', 'Swordsmanship', 'Sword and shield'],
  },
  {
    id: 'small',
    name: 'Small shield',
    bonus: 2,
    penalty: { kind: 'todo' },
    wielding: 'off-hand',
    abilities: ['Sword and shield'],
  },
  {
    id: 'medium',
    name: 'Medium shield',
    bonus: 3,
    penalty: { kind: 'todo' },
    wielding: 'off-hand',
    abilities: ['Sword and shield'],
  },
  {
    id: 'tower',
    name: 'Tower shield',
    bonus: 5,
    penalty: { kind: 'stamina', amount: 1 },
    wielding: 'off-hand',
    abilities: ['Sword and shield'],
  },
];

// The project's: the book marks the small and medium shields' penalties "TODO"; until the game master sets them, a
// stamina penalty of 0 (settings `smallShieldPenalty`, `mediumShieldPenalty`).
export const DEFAULT_TODO_SHIELD_PENALTY = 0;
// The project's: the module is "Work in progress", but its tables are whole apart from two penalties; a campaign
// uses it unless the game master switches it off (setting `armoury`).
export const DEFAULT_ARMOURY = true;
