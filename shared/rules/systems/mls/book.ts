import type { BookSource } from '../../core/explain';
import type { Race } from './tables';

/**
 * The book's own words behind every explanation the Nutshell MLS gives, each copied from the seed as it stands
 * (section heading and sentence or table row). test/shared/rules/book-quotes.test.ts checks each is there word for
 * word, so a quote cannot drift from the book; an explanation quotes only from this table.
 */
export const MLS_SEED = '000_b1f49531b5bdabb6.txt';

const from = (section: string, quote: string): BookSource => ({ seed: MLS_SEED, section, quote });

export const MLS_BOOK = {
  // "Actions".
  useOfSkills: from(
    'Use of Skills',
    'When using a Skill (or any Secondary Trait) the player rolls 3d6 and adds the appropriate skill, plus any modifiers for difficulty applied by the ref.',
  ),
  combatRounds: from(
    'Combat Rounds',
    'This skill determines the number of rounds in which the character can attack, and equals half the skill rounded down.',
  ),
  offensiveSpells: from(
    'Offensive Spells',
    'Offensive magical spells (fireballs, lightning etc.) are treated as missile weapons, but use the appropriate Sphere or Deity skill for their score.',
  ),
  chp: from('CHP', 'Damage is subtracted from the characters CHP. This begins at THP and can never rise above it.'),
  deathFate: from(
    'Death',
    'Failure leaves the character Dead, although if he has any Fate Points one of these can be expended after a failed Shock Roll to make it a success.',
  ),
  certainDeathFate: from('Certain Death', 'A Fate Point may be used to remove damage and thus prevent death.'),
  noticeable: from(
    'Behaviour',
    'If the trait is 16 or higher it is Noticeable, and the player must roll higher than the trait on 1d20 if he wishes him to behave otherwise (an automatic check on the opposing trait if it succeeds).',
  ),
  // "Character Generation".
  averages: from(
    'Primary Traits',
    'Strength, Body, Size, Dexterity, Agility, Mind, Aura, Awareness; all average 2 for humans.',
  ),
  startingCp: from(
    'Primary Traits',
    'Players have 60 CPs with which to construct an 18-year-old character, +2 CPs per year after that (for humans).',
  ),
  startingAges: from('Primary Traits', 'PCs must begin no younger than 18 and no older than 54.'),
  primaryCost: from(
    'Primary Traits',
    'Primary Trait at Racial Average +1 costs 2 CPs, +2 costs 5 CPs. RAv-1 yields 3 CPs, -2 yields 7 CPs.',
  ),
  plusTwo: from('Primary Traits', 'May have up to 2 traits at +2, with one extra for each trait reduced below RAv.'),
  plusTwoByAge: from(
    'Primary Traits',
    'If 40 or older only 1 trait may be at +2, if 50 or older no trait may be at +2 (traits reduced still increase these limits).',
  ),
  occupation: from('Occupation', 'Choose Occupation, which acts as a Package Skill.'),
  occupationCost: from(
    'Occupation',
    'This is at Base Level automatically, and costs double the costs of single skills.',
  ),
  availability: from(
    'Secondary Traits',
    'Without acquiring them Secondary Traits are not available if Trained, available at base-2 if Natural, and available at base if Inherent.',
  ),
  base: from(
    'Secondary Traits',
    'Base is always a Primary Trait, or a Reverse Primary Trait (2-the Primary Trait), or a combination of Primary Traits (average traits, round ALL fractions DOWN).',
  ),
  creationCost: from(
    'Secondary Traits',
    'Trained and Natural skills cost 1CP for base, 3CPs for base+1, 6CPs for base+2, 10CPs for base+3, and 15 CPs for base+4.',
  ),
  inherentCost: from('Secondary Traits', 'Inherent skills cost 1CP less than these.'),
  negatives: from(
    'Negative Traits',
    'Negative traits can be acquired yielding CPs at the same rate as the cost for a Trained skill.',
  ),
  thpBase: from('Total Hit Points (THP)', 'Uses a base of Size+Body-2. This is the number of d6s rolled.'),
  thpTotal: from('Total Hit Points (THP)', 'THP equals the roll OR the base x3, whichever is the greater.'),
  tmp: from(
    'Total Magic Points (TMP)',
    'Calculated for those that require it and uses a base of Aura. It is otherwise calculated as per THP.',
  ),
  personalityChosen: from(
    'Personality Traits',
    'May be chosen as desired from 5 to 15, the opposing trait must be 20 minus this. Up to 5 traits may be at 16/4.',
  ),
  personalityPairs: from('Personality Traits', 'Opposing traits are in pairs and always add up to 20.'),
  personalityRolled: from(
    'Personality Traits',
    'Alternatively a player may roll 3d6 for a trait and take the value rolled (thus may be 3, 4, 17 or 18, the opposite may be as low as 2).',
  ),
  fateFromPersonality: from(
    'Fate Points',
    'The character begins with a number of Fate Points equal to the number of personality traits at 16 or 17. A trait at 18 provides two Fate Points.',
  ),
  fateBought: from('Fate Points', 'Extra Fate Points may be bought at a cost of 5 CPs each.'),
  primaryLimits: from('Limits', 'No Primary Trait may ever naturally exceed the RAv+2, or drop below the RAv-2.'),
  secondaryLimits: from(
    'Limits',
    'No Secondary Trait or Negative trait may begin above base+4, or through play rise above base+6.',
  ),
  personalityLimits: from(
    'Limits',
    'No Personality Trait may every rise above 20 or drop below 0, and the total of pairs always adds up to 20.',
  ),
  // "Character Advancement".
  cpByAge: from(
    'Character Points',
    'A character receives 2 CPs per year up until the age of 40, after which only 1 CP is received.',
  ),
  adventures: from(
    'Adventures',
    'Characters receive CPs according to the type of adventure successfully completed and their role in it.',
  ),
  minorAdventure: from('Minor Adventure', 'Minor Role 1 CP, Major Role 1d3 CPs.'),
  averageAdventure: from('Average Adventure', 'Minor Role 1d3 CPs, Major Role 1d6 CPs.'),
  majorAdventure: from('Major Adventure', 'Minor Role 1d6 CPs, Major Role 1d10 CPs.'),
  raiseCost: from(
    'Secondary Traits',
    'CPs may be used to acquire or increase Secondary Traits, at a cost of 1 CP to acquire at base, 2 CPs to go from base to +1, 3 CPs to go from +1 to +2, 4 CPs to go from +2 to +3, 5 CPs to go from +3 to +4, 6 CPs to go from +4 to +5 and 7 CPs to go from +5 to +6.',
  ),
  oneLevelAYear: from(
    'Secondary Traits',
    'Traits may never be increased by more than one level each year through CPs.',
  ),
  lowerNegative: from(
    'Decrease Negative Traits',
    'A Negative trait may be decreased from +4 to +3 at a cost of 5 CPs, +3 to +2 at a cost of 4 CPs, +2 to +1 at a cost of 3 CPs, +1 to base at a cost of 2 CPs, and removed from base level at a cost of 1 CP.',
  ),
  raisePersonality: from(
    'Increase a Personality Trait',
    'A character may increase any Personality trait by one level to 15 or less at a cost of 1 CP, by one level to 16 or 17 at a cost of 5 CPs, and by one level to 18 or 19 at a cost of 10 CPs.',
  ),
  notToTwenty: from('Increase a Personality Trait', 'Personality traits may NOT be increased to 20 by CPs.'),
  training: from(
    'Training Up an Attribute',
    'At a cost of 5 CPs one Primary Trait (and all Secondary traits based on it) may be temporarily increased by one level.',
  ),
  trainingLasts: from(
    'Training Up an Attribute',
    'This lasts for one year, after which another 5 CPs must be spent or the trait drops back to its normal level.',
  ),
  trainingMax: from('Training Up an Attribute', 'Traits may be increased to RAv+3.'),
  trainingOne: from(
    'Training Up an Attribute',
    'A trait cannot be increased by more than one level, and no more than one trait can be so increased at any time.',
  ),
  money: from(
    'Acquiring Money',
    'Thus a character may convert CPs to money at a rate of 1d20 x 10 florins per CP (1 florin = 1 Large Bronze, or $1 US).',
  ),
  prayer: from(
    'Prayer',
    'A character with a Priest magic skill can spend his time in fervent prayer, and convert CPs to favor points at a rate of 5 favor points per CP.',
  ),
  secondaryCheck: from(
    'Checks on Secondary Traits',
    'After an adventure is completed the player may roll 1d8 for each Secondary trait that has received a check. If the result is high enough the trait goes up one level.',
  ),
  oneCheckRoll: from(
    'Checks on Secondary Traits',
    'No more than one roll may be made per trait, however traits may go up in this way per adventure, and in addition to any CP increase.',
  ),
  personalityCheck: from(
    'Checks on Personality Traits',
    'If the roll is higher than the trait then it goes up by 1, the opposing trait is reduced by 1.',
  ),
  // The odds of a skill roll and of a check ("Use of Skills", "Natural 18s", "Natural 3s", the checks).
  skillSuccess: from('Use of Skills', 'A result of 15 or higher is a success, 20 or higher a critical success.'),
  skillFailure: from('Use of Skills', '14 or less is a failure, 9 or less is a fumble.'),
  natural18: from(
    'Natural 18s',
    'If a natural 18 is rolled (three 6s) then the score is ignored and the result is treated as a Critical against a Failure even if the other character rolled a success or a critical.',
  ),
  natural3: from(
    'Natural 3s',
    'If a natural 3 is rolled (three 1s) then the score is ignored and the result is treated as a Fumble against a Success even if the other character rolled a failure or a fumble.',
  ),
  personalityRoll: from(
    'Checks on Personality Traits',
    'After each adventure the player rolls 1d20 on every Personality trait that has been checked.',
  ),
  effectsOfAge: from(
    'Effects of Age',
    'When a character reaches the age of 40 he must reduce one Primary trait (and all Secondary traits based on it) except Size by one level.',
  ),
  reductionFloor: from('Effects of Age', 'Reductions may never fall below the racial average -2.'),
  // "Racial Differences".
  baseAge: from(
    'Racial Differences',
    'The Base Age for a human is 18 years. At this age starting characters have 60 CPs.',
  ),
  increment: from('Racial Differences', 'The Age Increment for a human is 1 year.'),
  humansOnly: from('Racial Differences', 'All stats given are for humans.'),
  cpByIncrement: from(
    'Racial Differences',
    'Every time this period is completed the character gets 2 CPs, until Base Age + 22 increments, after which 1 CP is gained each increment.',
  ),
  reductionIncrements: from(
    'Racial Differences',
    'Reduction in Primary Traits is done at Base Age + 22 increments (40 human years), +32 increments (50 human years), and every 10 increments thereafter (10 human years).',
  ),
  incrementLimits: from(
    'Racial Differences',
    'The increment is also the time restriction on increasing traits through CPs, training up a Primary trait, etc.',
  ),
} satisfies Record<string, BookSource>;

/** The rows of the table of races ("Racial Differences"): race, base age, increment, the ages of the reductions. */
export const MLS_RACE_ROWS: Readonly<Record<Race, BookSource>> = {
  human: from('Racial Differences', 'Human | 18 | 1 year | 40 | 50 | 60 | 70 |'),
  'elf-halfling': from('Racial Differences', 'Elf or Halfling | 25 | 4 years | 113 | 153 | 193 | 233 |'),
  'dwarf-gnome': from('Racial Differences', 'Dwarf or Gnome | 40 | 5 years | 150 | 200 | 250 | 300 |'),
  ork: from('Racial Differences', 'Ork | 12 | 9 months | 28½ | 36 | 43½ | 51 |'),
  goblin: from('Racial Differences', 'Goblin | 8 | 6 months | 19 | 24 | 29 | 34 |'),
};

/** The rows of the 1d8 table after "Checks on Secondary Traits". */
export const MLS_CHECK_ROWS = {
  from: from('Checks on Secondary Traits', 'Trait is currently at: | -2 | base | +1 | +2 | +3 | +4 | +5 |'),
  needs: from('Checks on Secondary Traits', 'requires a roll of: | 2-8 | 3-8 | 4-8 | 5-8 | 6-8 | 7-8 | 8 |'),
  to: from('Checks on Secondary Traits', 'to go up to: | base | +1 | +2 | +3 | +4 | +5 | +6 |'),
} satisfies Record<string, BookSource>;
