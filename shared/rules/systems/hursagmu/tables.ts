/**
 * Every number HURSAGMU takes from its rulebooks, with the section it comes
 * from. Rulebook: /work/shared/seeds/003_ec97e9f49afae471.txt; the revised
 * Encounters chapter (a campaign option): /work/shared/seeds/004_103a540a1ecd82a2.txt.
 */

// 003_ec97e9f49afae471.txt, "TRAITS": the list of 28 traits ("It is not exhaustive").
export const TRAITS = {
  acrobatics: 'Acrobatics',
  animals: 'Animals',
  archery: 'Archery',
  athletics: 'Athletics',
  burglary: 'Burglary',
  climbing: 'Climbing',
  command: 'Command',
  concealment: 'Concealment',
  constitution: 'Constitution',
  craftsmanship: 'Craftsmanship',
  deception: 'Deception',
  defense: 'Defense',
  defiance: 'Defiance',
  fighting: 'Fighting',
  healing: 'Healing',
  mysticism: 'Mysticism',
  perception: 'Perception',
  quickness: 'Quickness',
  riding: 'Riding',
  scholarship: 'Scholarship',
  searching: 'Searching',
  sorcery: 'Sorcery',
  stealth: 'Stealth',
  strength: 'Strength',
  survival: 'Survival',
  throwing: 'Throwing',
  trading: 'Trading',
  willpower: 'Willpower',
} as const;
export type BookTrait = keyof typeof TRAITS;
export const BOOK_TRAIT_IDS = Object.keys(TRAITS) as BookTrait[];

// 004_103a540a1ecd82a2.txt, "Movement" and "Perception": the revised chapter names Athlete and Rider
// where the book has Athletics and Riding, and replaces Mysticism's sensing with the Intuition gift.
export const REVISED_RENAMES: Readonly<Record<string, { id: string; name: string }>> = {
  athletics: { id: 'athlete', name: 'Athlete' },
  riding: { id: 'rider', name: 'Rider' },
};
export const REVISED_DROPPED_TRAITS = ['mysticism'] as const;

// 003_ec97e9f49afae471.txt, "TRAITS" > "Cost": the cost of each trait level 0..12; beyond it
// cost(L) = 2 x cost(L - 2), "Fractions are rounded down", "Trait levels are open-ended".
export const TRAIT_COST_TABLE = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64] as const;

// 003_ec97e9f49afae471.txt, "TRAITS" > Strength: lift in pounds for Strength -2..10; beyond it
// Lift(L) = 2 x Lift(L - 2). Index 0 is Strength -2.
export const LIFT_TABLE = [50, 75, 100, 150, 200, 300, 400, 600, 800, 1200, 1600, 2400, 3200] as const;
export const LIFT_TABLE_LOWEST = -2;

// 003_ec97e9f49afae471.txt, "TRAITS" > Cost: "Human beings - and similar species - have twenty points
// of Stamina, Health, and Sanity."
export const HUMAN_METRIC = 20;
export const METRICS = ['stamina', 'health', 'sanity'] as const;
export type Metric = (typeof METRICS)[number];
export const METRIC_NAMES: Record<Metric, string> = { stamina: 'Stamina', health: 'Health', sanity: 'Sanity' };

// 003_ec97e9f49afae471.txt, "TRAITS" > Cost: "A character with zero Stamina is barely conscious; a
// person in this state has -10 to all trait rolls."
export const ZERO_STAMINA_PENALTY = -10;

// 003_ec97e9f49afae471.txt, "GIFTS": flat costs. Sorcery is 8 per discipline, Extra Limbs 4 per limb.
export const SORCERY_DISCIPLINES = ['amelatu', 'mahasu', 'nekelmu', 'sabatu', 'seheru', 'talamu'] as const;
export type SorceryDiscipline = (typeof SORCERY_DISCIPLINES)[number];
export interface GiftDefinition {
  name: string;
  cost: number;
  /** Priced per limb (Extra Limbs); the character records how many. */
  perLimb?: boolean;
}
export const GIFTS: Readonly<Record<string, GiftDefinition>> = {
  'sorcery-amelatu': { name: 'Sorcery (Amelatu)', cost: 8 },
  'sorcery-mahasu': { name: 'Sorcery (Mahasu)', cost: 8 },
  'sorcery-nekelmu': { name: 'Sorcery (Nekelmu)', cost: 8 },
  'sorcery-sabatu': { name: 'Sorcery (Sabatu)', cost: 8 },
  'sorcery-seheru': { name: 'Sorcery (Seheru)', cost: 8 },
  'sorcery-talamu': { name: 'Sorcery (Talamu)', cost: 8 },
  'superior-hearing': { name: 'Superior Hearing', cost: 8 },
  'superior-olfaction': { name: 'Superior Olfaction', cost: 8 },
  starvision: { name: 'Starvision', cost: 8 },
  immunity: { name: 'Immunity', cost: 8 },
  longevity: { name: 'Longevity', cost: 8 },
  amphibious: { name: 'Amphibious', cost: 8 },
  'extra-limbs': { name: 'Extra Limbs', cost: 4, perLimb: true },
  phosphorescence: { name: 'Phosphorescence', cost: 4 },
};

// 004_103a540a1ecd82a2.txt, "Perception": "Intuition functions as supernatural perception. A person
// with this gift can roll Perception to sense the presence of sorcery." The chapter gives no cost;
// 8 is the project's reading (the price of every other sense gift in 003, "GIFTS" > "Senses").
export const INTUITION_GIFT: GiftDefinition = { name: 'Intuition', cost: 8 };

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > "Economics": 1 gc = 10 sc = 100 cc; prices are in cc.
export const CC_PER_SC = 10;
export const CC_PER_GC = 100;

/** An item from the book's price lists: weight in pounds (0 where the book gives "-"), price in cc per `unit`. */
export interface ListItem {
  name: string;
  list: 'gear' | 'food' | 'clothing' | 'shelter';
  weight: number;
  price: number;
  unit?: string;
}

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > Food, Clothing, Shelter and Gear tables. "inn - high quality"
// is "100+": 100 is its lowest price. The steel mirror's weight is "*" (not given): 0 here. Rope is
// bought by the yard and weighs 1 lb per 2 yards.
export const LIST_ITEMS: Readonly<Record<string, ListItem>> = {
  'peasant-grub': { name: 'Peasant grub', list: 'food', weight: 0, price: 5, unit: 'meal' },
  'decent-meal': { name: 'Decent meal', list: 'food', weight: 0, price: 10, unit: 'meal' },
  'fine-dining': { name: 'Fine dining', list: 'food', weight: 0, price: 50, unit: 'meal' },
  drink: { name: 'Drink', list: 'food', weight: 0, price: 4, unit: 'serving' },
  'peasant-garb': { name: 'Peasant garb', list: 'clothing', weight: 2, price: 10, unit: 'change of clothes' },
  'travelling-clothes': {
    name: 'Travelling clothes',
    list: 'clothing',
    weight: 5,
    price: 100,
    unit: 'change of clothes',
  },
  'noble-attire': { name: 'Noble attire', list: 'clothing', weight: 10, price: 1000, unit: 'change of clothes' },
  'inn-common-room': { name: 'Inn, common room', list: 'shelter', weight: 0, price: 10, unit: 'night' },
  'inn-private-room': { name: 'Inn, private room', list: 'shelter', weight: 0, price: 30, unit: 'night' },
  'inn-high-quality': { name: 'Inn, high quality', list: 'shelter', weight: 0, price: 100, unit: 'night' },
  backpack: { name: 'Backpack', list: 'gear', weight: 1, price: 40 },
  bedroll: { name: 'Bedroll', list: 'gear', weight: 5, price: 20 },
  blanket: { name: 'Blanket', list: 'gear', weight: 3, price: 60 },
  caltrops: { name: 'Caltrops (10)', list: 'gear', weight: 1, price: 100 },
  candle: { name: 'Candle', list: 'gear', weight: 0, price: 1 },
  chest: { name: 'Chest', list: 'gear', weight: 25, price: 200 },
  'flint-and-steel': { name: 'Flint and steel', list: 'gear', weight: 0, price: 10 },
  'grappling-hook': { name: 'Grappling hook', list: 'gear', weight: 4, price: 50 },
  lamp: { name: 'Lamp', list: 'gear', weight: 1, price: 10 },
  lantern: { name: 'Lantern', list: 'gear', weight: 2, price: 120 },
  lock: { name: 'Lock', list: 'gear', weight: 1, price: 200 },
  'lockpicking-kit': { name: 'Lockpicking kit', list: 'gear', weight: 2, price: 300 },
  'steel-mirror': { name: 'Mirror (steel)', list: 'gear', weight: 0, price: 20, unit: 'square inch' },
  'musical-instrument': { name: 'Musical instrument', list: 'gear', weight: 3, price: 400 },
  'oil-flask': { name: 'Oil flask', list: 'gear', weight: 1, price: 10 },
  parchment: { name: 'Parchment', list: 'gear', weight: 0, price: 20, unit: 'sheet' },
  pouch: { name: 'Pouch', list: 'gear', weight: 1, price: 10 },
  rope: { name: 'Rope', list: 'gear', weight: 0.5, price: 10, unit: 'yard' },
  sack: { name: 'Sack', list: 'gear', weight: 1, price: 10 },
  spikes: { name: 'Spike (5)', list: 'gear', weight: 1, price: 50 },
  torch: { name: 'Torch', list: 'gear', weight: 1, price: 1 },
  'trail-rations': { name: 'Trail rations (1 day)', list: 'gear', weight: 1, price: 50 },
  waterskin: { name: 'Waterskin', list: 'gear', weight: 4, price: 90 },
  whetstone: { name: 'Whetstone', list: 'gear', weight: 1, price: 2 },
};

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > Weapons: "The base weapon damage is 10"; the Size table
// (weight, damage, concealment, hands; large "NA" concealment: cannot be concealed).
export const BASE_WEAPON_DAMAGE = 10;
export const WEAPON_SIZES = {
  small: { name: 'small', length: 'less than 1 ft', weight: 1, damage: 8, concealment: 0 as number | null, hands: 1 },
  medium: { name: 'medium', length: '1 to 3 ft', weight: 5, damage: 10, concealment: -6 as number | null, hands: 1 },
  large: {
    name: 'large',
    length: 'greater than 3 ft',
    weight: 10,
    damage: 12,
    concealment: null as number | null,
    hands: 2,
  },
} as const;
export type WeaponSize = keyof typeof WEAPON_SIZES;

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > Weapons > Throwable: -2 damage, no penalty thrown; a weapon
// without it has -6 to hit when thrown. Missile: -2 damage, "30 spaces per point of damage", two
// hands. Mechanical: +2 damage, no Strength added, an action to reload.
export const THROWABLE_DAMAGE = -2;
export const UNTHROWABLE_PENALTY = -6;
export const MISSILE_DAMAGE = -2;
export const MISSILE_RANGE_PER_DAMAGE = 30;
export const MISSILE_HANDS = 2;
export const MECHANICAL_DAMAGE = 2;

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > Weapons, cost: "a large crossbow would cost 400cc for size,
// x10 for being a missile weapon, and x10 for being mechanical"; "A medium sword would cost 200cc for
// size and x10 for being noble". The book's own price table is missing from the text; small at 100cc
// is the project's reading (half of medium, as medium is half of large).
export const WEAPON_SIZE_PRICE: Record<WeaponSize, number> = { small: 100, medium: 200, large: 400 };
export const MISSILE_PRICE_FACTOR = 10;
export const MECHANICAL_PRICE_FACTOR = 10;
export const WAR_PRICE_FACTOR = 10;

// 004_103a540a1ecd82a2.txt, "Movement": the revised chapter's charging knight has "10 damage (6 for the lance
// + 4 for Strength)" and the spearman "a damage of 9 (1 for Strength, 8 for the pike)", where the book's
// 003_ec97e9f49afae471.txt, "ENCOUNTERS" > Movement, has "10 for the lance" and "12 for the pike". Both
// weapons are 4 lighter (10 - 6 = 12 - 8 = 4) while the ratios differ (6/10, 8/12), so the revised scale is the
// book's weapon damage less 4: "The base weapon damage is 10" ("EQUIPMENT" > Weapons) counts as 6, and every
// option adds or takes what it does in the book. Strength and momentum are added as before (17 and 16).
export const REVISED_WEAPON_DAMAGE_SHIFT = -4;

// 003_ec97e9f49afae471.txt, "ENCOUNTERS" > Range (and 004_103a540a1ecd82a2.txt, "Range", the same numbers):
// range increments in spaces; +1 to the challenge per increment, 0 meaning "within touching distance".
export const RANGE_INCREMENT = { melee: 0, thrown: 1, missile: 5 } as const;
export const SORCERY_RANGE_INCREMENT: Record<SorceryDiscipline, number> = {
  amelatu: 0,
  talamu: 0,
  nekelmu: 1,
  mahasu: 5,
  sabatu: 5,
  seheru: 5,
};
// The same sections: "Senses are also limited in range": smell 1, hearing 5, vision 10, and the sense of
// sorcery 1000 ("whether the mystic notices the use of sorcery in his immediate area"), Mysticism in the book
// and the Intuition gift in the revised chapter.
export const SENSE_RANGE_INCREMENT = { smell: 1, hearing: 5, vision: 10 } as const;
export type Sense = keyof typeof SENSE_RANGE_INCREMENT;
export const SORCERY_SENSE_RANGE_INCREMENT = 1000;

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > "On the other hand": shields, +2 Defense, 200cc wooden and
// 2000cc solid steel. The book gives no weight; 10 lb (a medium weapon's 5 lb twice over) is the project's.
export const SHIELDS = {
  wooden: { name: 'Wooden shield', price: 200, weight: 10 },
  steel: { name: 'Steel shield', price: 2000, weight: 10 },
} as const;
export type ShieldKind = keyof typeof SHIELDS;
export const SHIELD_DEFENSE = 2;

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > Armor: "Each point of protection requires ten pounds of
// material"; the price of 1 to 5 points (the 4-point row has no name in the text: mail, by the note
// below the table). Beyond 5 points each point doubles the price (the project's reading).
export const ARMOR_POUNDS_PER_POINT = 10;
export const ARMOR_TABLE = [
  { points: 1, name: 'padded cloth', price: 100 },
  { points: 2, name: 'soft leather', price: 200 },
  { points: 3, name: 'boiled hide', price: 400 },
  { points: 4, name: 'mail', price: 8000 },
  { points: 5, name: 'plate', price: 16000 },
] as const;

// The project's limit, not the book's (see docs/rules/hursagmu.md, "Heaviest armor"): past plate every point
// doubles the price without end. At 20 points a suit weighs 200 lb, takes 20 spaces from a movement of
// 10 + Athletics, and costs 524,288,000 cc (5,242,880 gc), more than five times the largest purse a campaign
// can start a character with; from 45 points on, a purse paying the price would no longer be counted exactly.
export const MAX_ARMOR_POINTS = 20;

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > Armor: "difficult (acrobatics, athletics, climbing, stealth)";
// "Encumbrance": "traits requiring whole-body agility". The revised chapter's Athlete counts as Athletics.
export const AGILE_TRAITS = ['acrobatics', 'athletics', 'athlete', 'climbing', 'stealth'] as const;

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > Foci: "A two-foot long focus has 8 levels to divide among
// power and negation; each doubling of length or width gives +2." The table's weights are half the
// length (wand 2 ft 1 lb, staff 8 ft 4 lb); at 128 ft (temple, tower) it is immobile.
export const FOCUS_BASE_LENGTH = 2;
export const FOCUS_BASE_LEVELS = 8;
export const FOCUS_LEVELS_PER_DOUBLING = 2;
export const FOCUS_POUNDS_PER_FOOT = 0.5;
export const FOCUS_IMMOBILE_FROM = 128;
export const FOCUS_EXAMPLES = [
  { name: 'wand', size: 2, power: 4, negation: 4 },
  { name: 'holy symbol', size: 2, power: 2, negation: 6 },
  { name: 'scepter', size: 4, power: 10, negation: 0 },
  { name: 'cane', size: 4, power: 6, negation: 4 },
  { name: 'staff', size: 8, power: 12, negation: 0 },
  { name: 'temple', size: 128, power: 10, negation: 10 },
  { name: 'tower', size: 128, power: 20, negation: 0 },
] as const;

// 003_ec97e9f49afae471.txt, "EQUIPMENT" > Encumbrance: weight carried against maximum lift.
export const ENCUMBRANCE_LEVELS = [
  { level: 'none', fromPercent: 0, movementDivisor: 1, penalty: 0 },
  { level: 'heavy', fromPercent: 50, movementDivisor: 2, penalty: -4 },
  { level: 'very-heavy', fromPercent: 75, movementDivisor: 4, penalty: -8 },
  { level: 'immobile', fromPercent: 100, movementDivisor: null, penalty: null },
] as const;
export type EncumbranceLevel = (typeof ENCUMBRANCE_LEVELS)[number]['level'];

// 003_ec97e9f49afae471.txt, "ENCOUNTERS" > Movement: "[10 + Athletics] spaces per action. The
// character's armor value is subtracted from this." Momentum: "+1 damage for every four spaces".
// 004_103a540a1ecd82a2.txt, "Movement": "Movement (10 + Athlete - armor)".
export const BASE_MOVEMENT = 10;
export const SPACES_PER_MOMENTUM = 4;

// 003_ec97e9f49afae471.txt, "OVERVIEW" > Challenge Levels: rolled 2d6 + level against the actor.
export const BOOK_LADDER = [
  { difficulty: 'Fair', level: 0 },
  { difficulty: 'Moderate', level: 5 },
  { difficulty: 'Great', level: 10 },
  { difficulty: 'Incredible', level: 15 },
  { difficulty: 'Inconceivable', level: 20 },
] as const;

// 004_103a540a1ecd82a2.txt, "Challenge Levels": the 6 to 21 ladder.
export const REVISED_LADDER = [
  { difficulty: 'Trivial', level: 6 },
  { difficulty: 'Fair', level: 9 },
  { difficulty: 'Moderate', level: 12 },
  { difficulty: 'Great', level: 15 },
  { difficulty: 'Incredible', level: 18 },
  { difficulty: 'Inconceivable', level: 21 },
] as const;

// 004_103a540a1ecd82a2.txt, "Round Zero": "Surprised characters get no trait added to their defense. The
// challenge level to hit a surprised character is a flat 6 plus any range modifiers." So a character's Defense
// as a combat value is the flat 6 + the Defense trait, and 6 alone when surprised.
export const REVISED_SURPRISE_DEFENSE = 6;
// 004_103a540a1ecd82a2.txt, "Range": targets "will have these numbers added to their Defense (four for fixed
// objects)": a flat 4 to beat.
export const REVISED_FIXED_OBJECT_DEFENSE = 4;
// 003_ec97e9f49afae471.txt, "ENCOUNTERS" > Range: "added to their Defense scores (zero for fixed objects)", a
// Defense of 0 rolled like any trait (2d6 + 0). Round Zero: the surprised take no actions, "not even defensive
// ones", the words Recovery uses for a resting character, whose "Defense and Defiance are reduced to zero".
export const BOOK_FIXED_OBJECT_DEFENSE = 0;
export const BOOK_SURPRISED_DEFENSE = 0;

// 003_ec97e9f49afae471.txt, "TRAITS" > Cost: "A trait level of zero is human average. A character with a level 2
// trait is an apprentice in that trait; level 6 is a journeyman; level 10 is a master."
export const TRAIT_RANKS = [
  { level: 0, name: 'human average' },
  { level: 2, name: 'apprentice' },
  { level: 6, name: 'journeyman' },
  { level: 10, name: 'master' },
] as const;

// 003_ec97e9f49afae471.txt, "TRAITS": Fighting, "the art of doing harm in close combat"; Archery, "missile
// weapons such as bows and crossbows"; Throwing, "hurled objects (rocks, knives, axes, spears) and the use of
// slings". "Initiative": "characters roll Quickness to determine initiative" (004, "Initiative", names no trait).
export const ATTACK_TRAITS = ['fighting', 'archery', 'throwing'] as const;
export const INITIATIVE_TRAIT = 'quickness';

// 003_ec97e9f49afae471.txt, "OVERVIEW" > Challenge Levels: "-2 to the trait roll per halving of the
// required time and +2 to the trait roll per doubling (to a maximum of +10)".
// 004_103a540a1ecd82a2.txt, "Challenge Levels": +2 to the roll per doubling, +2 to the challenge level
// per halving; "The maximum bonus or penalty for time is 10."
export const TIME_STEP = 2;
export const TIME_MAX = 10;

// 003_ec97e9f49afae471.txt, "Haste": +2 initiative; 004_103a540a1ecd82a2.txt, "Haste": "up to +3".
export const BOOK_HASTE = 2;
export const REVISED_HASTE_MAX = 3;

// The trait roll, 003_ec97e9f49afae471.txt, "The Trait Roll": 2d6 + Trait.
export const TRAIT_ROLL = { count: 2, sides: 6 } as const;
