/**
 * Every number the Nutshell MLS takes from its rulebook, with the section it
 * comes from. Rulebook: /work/shared/seeds/000_b1f49531b5bdabb6.txt.
 */

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Primary Traits"
export const PRIMARY_TRAITS = [
  'strength',
  'body',
  'size',
  'dexterity',
  'agility',
  'mind',
  'aura',
  'awareness',
] as const;
export type PrimaryTrait = (typeof PRIMARY_TRAITS)[number];

export const PRIMARY_TRAIT_NAMES: Record<PrimaryTrait, string> = {
  strength: 'Strength',
  body: 'Body',
  size: 'Size',
  dexterity: 'Dexterity',
  agility: 'Agility',
  mind: 'Mind',
  aura: 'Aura',
  awareness: 'Awareness',
};

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Primary Traits": "all average 2 for humans".
export const HUMAN_AVERAGE = 2;

// 000_b1f49531b5bdabb6.txt, "Racial Differences" (table: Race, Base Age, Increment).
// Increments are kept in months so Ork (9 months) and Goblin (6 months) stay exact.
export const RACES = {
  human: { name: 'Human', baseAge: 18, incrementMonths: 12 },
  'elf-halfling': { name: 'Elf or Halfling', baseAge: 25, incrementMonths: 48 },
  'dwarf-gnome': { name: 'Dwarf or Gnome', baseAge: 40, incrementMonths: 60 },
  ork: { name: 'Ork', baseAge: 12, incrementMonths: 9 },
  goblin: { name: 'Goblin', baseAge: 8, incrementMonths: 6 },
} as const;
export type Race = keyof typeof RACES;
export const RACE_IDS = Object.keys(RACES) as Race[];

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Primary Traits": "Players have 60 CPs with
// which to construct an 18-year-old character" (Base Age), and "Racial Differences": "At this age
// starting characters have 60 CPs".
export const STARTING_CP = 60;

// 000_b1f49531b5bdabb6.txt, "Racial Differences": "Every time this period is completed the character
// gets 2 CPs, until Base Age + 22 increments, after which 1 CP is gained each increment."
export const CP_PER_INCREMENT_YOUNG = 2;
export const CP_PER_INCREMENT_OLD = 1;
export const OLD_AGE_INCREMENTS = 22;

// 000_b1f49531b5bdabb6.txt, "Racial Differences": reductions at Base Age + 22 increments, + 32
// increments, and every 10 increments thereafter (the -1..-4 trait columns of the table).
export const FIRST_REDUCTION_INCREMENTS = 22;
export const SECOND_REDUCTION_INCREMENTS = 32;
export const LATER_REDUCTION_EVERY = 10;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Primary Traits": "PCs must begin no younger
// than 18 and no older than 54" (humans: Base Age + 36 increments; applied to every race).
export const OLDEST_START_INCREMENTS = 36;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Primary Traits": "+1 costs 2 CPs, +2 costs
// 5 CPs. RAv-1 yields 3 CPs, -2 yields 7 CPs." Keyed by level relative to the racial average;
// negative numbers are CPs yielded.
export const PRIMARY_COST: Record<-2 | -1 | 0 | 1 | 2, number> = { [-2]: -7, [-1]: -3, 0: 0, 1: 2, 2: 5 };

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Primary Traits": "May have up to 2 traits at
// +2, with one extra for each trait reduced below RAv. If 40 or older only 1 trait may be at +2, if
// 50 or older no trait may be at +2" (40 and 50 are Base Age + 22 and + 32 increments).
export const PLUS_TWO_ALLOWANCE = [
  { fromIncrements: 0, allowed: 2 },
  { fromIncrements: 22, allowed: 1 },
  { fromIncrements: 32, allowed: 0 },
] as const;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Limits": "No Primary Trait may ever naturally
// exceed the RAv+2, or drop below the RAv-2."
export const PRIMARY_MIN = -2;
export const PRIMARY_MAX = 2;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Secondary Traits": "Base is ... a Reverse
// Primary Trait (2-the Primary Trait)".
export const REVERSE_FROM = 2;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Secondary Traits": "Trained and Natural
// skills cost 1CP for base, 3CPs for base+1, 6CPs for base+2, 10CPs for base+3, and 15 CPs for
// base+4. Inherent skills cost 1CP less than these." Indexed by level above base (0..4).
export const SECONDARY_CREATION_COST = [1, 3, 6, 10, 15] as const;
export const INHERENT_DISCOUNT = 1;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Secondary Traits": "Without acquiring them
// Secondary Traits are not available if Trained, available at base-2 if Natural, and available at
// base if Inherent." null means not available.
export const UNACQUIRED_LEVEL = { trained: null, natural: -2, inherent: 0 } as const;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Occupation": "costs double the costs of
// single skills."
export const OCCUPATION_COST_FACTOR = 2;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Limits": "No Secondary Trait or Negative
// trait may begin above base+4, or through play rise above base+6."
export const SECONDARY_START_MAX = 4;
export const SECONDARY_PLAY_MAX = 6;

// 000_b1f49531b5bdabb6.txt, "Character Advancement" > "Secondary Traits": "1 CP to acquire at base,
// 2 CPs to go from base to +1, 3 ... +1 to +2, 4 ... +2 to +3, 5 ... +3 to +4, 6 ... +4 to +5 and
// 7 CPs to go from +5 to +6." Indexed by the level reached (0 = acquire at base).
export const SECONDARY_RAISE_COST = [1, 2, 3, 4, 5, 6, 7] as const;

// 000_b1f49531b5bdabb6.txt, "Character Advancement" > "Decrease Negative Traits": "+4 to +3 at a
// cost of 5 CPs, +3 to +2 ... 4 CPs, +2 to +1 ... 3 CPs, +1 to base ... 2 CPs, and removed from base
// level at a cost of 1 CP." Indexed by the current level (0 = remove).
export const NEGATIVE_LOWER_COST = [1, 2, 3, 4, 5] as const;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Total Hit Points (THP)": "Uses a base of
// Size+Body-2. This is the number of d6s rolled. THP equals the roll OR the base x3, whichever is
// the greater." "Total Magic Points (TMP)": base of Aura, otherwise as THP.
export const HIT_POINT_BASE_OFFSET = -2;
export const POINT_DIE_SIDES = 6;
export const POINT_BASE_MULTIPLIER = 3;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Personality Traits" (the fifteen pairs).
export const PERSONALITY_PAIRS = [
  ['chaste', 'lustful'],
  ['temperate', 'indulgent'],
  ['forgiving', 'vengeful'],
  ['honest', 'deceitful'],
  ['generous', 'greedy'],
  ['kind', 'selfish'],
  ['consistent', 'arbitrary'],
  ['lawful', 'chaotic'],
  ['merciful', 'cruel'],
  ['modest', 'proud'],
  ['conservative', 'worldly'],
  ['cautious', 'reckless'],
  ['trusting', 'suspicious'],
  ['valorous', 'cowardly'],
  ['persistent', 'irresolute'],
] as const;
export type PersonalityPairId = `${(typeof PERSONALITY_PAIRS)[number][0]}-${(typeof PERSONALITY_PAIRS)[number][1]}`;
export type PersonalityTrait = (typeof PERSONALITY_PAIRS)[number][number];

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Personality Traits": "Opposing traits are in
// pairs and always add up to 20"; "chosen as desired from 5 to 15"; "Up to 5 traits may be at
// 16/4"; "roll 3d6 for a trait".
export const PERSONALITY_PAIR_SUM = 20;
export const PERSONALITY_CHOSEN_MIN = 5;
export const PERSONALITY_CHOSEN_MAX = 15;
export const PERSONALITY_STRONG = 16;
export const PERSONALITY_STRONG_MAX_COUNT = 5;
export const PERSONALITY_ROLL = { count: 3, sides: 6 } as const;

// 000_b1f49531b5bdabb6.txt, "Behaviour": "If the trait is 16 or higher it is Noticeable".
export const NOTICEABLE_FROM = 16;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Fate Points": one per trait at 16 or 17, two
// for a trait at 18; "Extra Fate Points may be bought at a cost of 5 CPs each."
export function fatePointsForTrait(value: number): number {
  if (value === 16 || value === 17) return 1;
  if (value === 18) return 2;
  return 0;
}
export const FATE_POINT_COST = 5;

// 000_b1f49531b5bdabb6.txt, "Character Advancement" > "Increase a Personality Trait": one level "to
// 15 or less at a cost of 1 CP, ... to 16 or 17 at a cost of 5 CPs, and ... to 18 or 19 at a cost of
// 10 CPs. Personality traits may NOT be increased to 20 by CPs."
export function personalityRaiseCost(target: number): number | undefined {
  if (target <= 15) return 1;
  if (target <= 17) return 5;
  if (target <= 19) return 10;
  return undefined;
}
export const PERSONALITY_MAX = 20;
export const PERSONALITY_MIN = 0;

// 000_b1f49531b5bdabb6.txt, "Character Advancement" > "Adventures": Minor Adventure: minor role 1 CP,
// major role 1d3; Average: 1d3 / 1d6; Major: 1d6 / 1d10. A fixed award is a number, a rolled one a die.
export const ADVENTURE_AWARDS = {
  minor: { minor: { fixed: 1 }, major: { sides: 3 } },
  average: { minor: { sides: 3 }, major: { sides: 6 } },
  major: { minor: { sides: 6 }, major: { sides: 10 } },
} as const;
export type AdventureSize = keyof typeof ADVENTURE_AWARDS;
export type AdventureRole = 'minor' | 'major';

// 000_b1f49531b5bdabb6.txt, "Character Advancement" > "Training Up an Attribute": "At a cost of 5 CPs
// one Primary Trait ... temporarily increased by one level. This lasts for one year"; "Traits may be
// increased to RAv+3".
export const TRAINING_COST = 5;
export const TRAINING_MAX = 3;
export const TRAINING_BONUS = 1;

// 000_b1f49531b5bdabb6.txt, "Character Advancement" > "Acquiring Money": "1d20 x 10 florins per CP".
export const MONEY_DIE_SIDES = 20;
export const FLORINS_PER_PIP = 10;

// 000_b1f49531b5bdabb6.txt, "Character Advancement" > "Prayer": "5 favor points per CP".
export const FAVOUR_PER_CP = 5;

// 000_b1f49531b5bdabb6.txt, "Checks on Secondary Traits": the 1d8 table. Keyed by the current level
// (-2 = an untrained Natural trait), the lowest roll needed to go up one level.
export const CHECK_DIE_SIDES = 8;
export const SECONDARY_CHECK_TABLE: ReadonlyArray<{ from: number; needs: number; to: number }> = [
  { from: -2, needs: 2, to: 0 },
  { from: 0, needs: 3, to: 1 },
  { from: 1, needs: 4, to: 2 },
  { from: 2, needs: 5, to: 3 },
  { from: 3, needs: 6, to: 4 },
  { from: 4, needs: 7, to: 5 },
  { from: 5, needs: 8, to: 6 },
];

// 000_b1f49531b5bdabb6.txt, "Checks on Personality Traits": "rolls 1d20 ... If the roll is higher
// than the trait then it goes up by 1, the opposing trait is reduced by 1."
export const PERSONALITY_CHECK_DIE_SIDES = 20;

// 000_b1f49531b5bdabb6.txt, "Use of Skills": 3d6 + skill; "15 or higher is a success, 20 or higher a
// critical success. 14 or less is a failure, 9 or less is a fumble." "Natural 18s" count as a
// critical, "Natural 3s" as a fumble.
export const SKILL_ROLL = { count: 3, sides: 6 } as const;
export const SUCCESS_FROM = 15;
export const CRITICAL_FROM = 20;
export const FUMBLE_AT_MOST = 9;
export const NATURAL_CRITICAL = 18;
export const NATURAL_FUMBLE = 3;

// 000_b1f49531b5bdabb6.txt, "Character Generation" > "Primary Traits": "Players have 60 CPs with which to
// construct an 18-year-old character, +2 CPs per year after that (for humans)". Read on its own this gives
// 2 CPs for every year up to the oldest start (54), where "Racial Differences" gives 1 after Base Age + 22
// increments; a campaign setting chooses (docs/rules/mls.md, "Starting CPs past base + 22 increments").
export const STARTING_CP_READINGS = ['racial-differences', 'character-generation'] as const;
export type StartingCpReading = (typeof STARTING_CP_READINGS)[number];

// 000_b1f49531b5bdabb6.txt, "Actions" > "Combat Rounds": "Turns are broken into five Combat Rounds"; the
// skill "determines the number of rounds in which the character can attack, and equals half the skill
// rounded down. Attacks can be made in the appropriate rounds, which are One attack: 3rd, Two attacks: 2nd
// and 4th, Three attacks: 1st, 3rd and 5th, Four attacks: 1st, 2nd, 4th and 5th, and Five attacks all rounds."
export const COMBAT_ROUNDS = 5;
export const SKILL_PER_ATTACK = 2;
export const ATTACK_ROUNDS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly number[]>> = {
  1: [3],
  2: [2, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 4, 5],
};

// 000_b1f49531b5bdabb6.txt, "Actions" > "Damage": "PCs and major NPCs roll 1d6 for every 4 points of Dam,
// plus an extra 1d3 if there are 2 or 3 extra points of Dam. Damage done is the roll or the Dam, whichever
// is greater. A Critical roll doubles the attacker's Dam".
export const DAM_PER_D6 = 4;
export const EXTRA_DAM_FOR_D3 = 2;
export const CRITICAL_DAM_FACTOR = 2;

// 000_b1f49531b5bdabb6.txt, "Actions" > "Unconsciousness": "If damage is taken and CHP falls below 50% THP
// then the character must make a Shock Roll. Failure renders the character unconscious for a number of Turns
// equal to 15 minus the score." "Death": "falls below 0 ... must make a Shock Roll". "Certain Death": "falls
// below -50% THP then the character is Dead, no Shock Roll is required." Percentages of THP.
export const SHOCK_ROLL_BELOW_PERCENT = 50;
export const DEATH_ROLL_BELOW = 0;
export const CERTAIN_DEATH_BELOW_PERCENT = -50;
export const UNCONSCIOUS_TURNS_FROM = 15;

// 000_b1f49531b5bdabb6.txt, "Actions" > "Death": "if he has any Fate Points one of these can be expended
// after a failed Shock Roll to make it a success"; "Certain Death": "A Fate Point may be used to remove
// damage and thus prevent death." One point for each use.
export const FATE_POINT_USES = ['shock', 'certain-death'] as const;
export type FatePointUse = (typeof FATE_POINT_USES)[number];
