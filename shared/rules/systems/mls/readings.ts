/**
 * The project's readings where the book is silent or ambiguous, as explanations give them: each said to be the
 * project's, with the other reading. docs/rules/mls.md ("Readings chosen where the book is silent or ambiguous" and
 * "Readings where the book can be read two ways") states the same, with the tests that pin them.
 */
export const MLS_READINGS = {
  ageIncrements:
    'The project’s reading: age is kept as whole increments since base age; the age shown is base age + increments x the increment, kept in months (Ork 9, Goblin 6). Other reading: age kept in whole years, an Ork’s or a Goblin’s increment rounded to a year.',
  oldestStart:
    'The project’s reading: a new character starts at most base age + 36 increments (54 for humans) for every race. Other reading: 54 years for every race.',
  racialAverages:
    'The project’s reading: the racial averages are a campaign setting, 2 for every race and trait by default (the book gives only humans’). Other reading: 2 for every race, fixed.',
  secondaryTraits:
    'The project’s reading: secondary traits are the player’s own, each with a name, a kind (Trained, Natural, Inherent), a base formula and a level relative to base. Other reading: only the traits the book names.',
  negatives:
    'The project’s reading: negative traits are the player’s own like secondary traits, with a level 0 to 4 above base, yielding the Trained creation prices. Other reading: only the negative traits a Game Master lists.',
  occupation:
    'The project’s reading: the occupation “is at Base Level automatically” means it cannot be below base; it costs 2 CPs at base (double the 1 CP of a single skill), like every level of it. Other reading: base level free, paying only for levels above.',
  inherentInPlay:
    'The project’s reading: an Inherent trait is at base without acquiring it, so reaching base costs 0 in play and each later level costs the same as a Trained one. Other reading: an Inherent trait pays 1 CP less at every level in play too.',
  untrainedNatural:
    'The project’s reading: an untrained Natural trait is listed at base -2 (free), so it can be checked and the 1d8 table takes it from -2 to base. Other reading: it is not listed until acquired at base.',
  strongPairs:
    'The project’s reading: the pairs that count toward “up to 5 traits at 16/4” are chosen pairs at 16/4 in either direction; rolled pairs do not count (the roll decides). Other reading: a rolled 16 or 4 counts too.',
  fateFromPersonality:
    'The project’s reading: fate points from personality are counted once, from the personality at creation (a trait raised to 16 in play gives none). Other reading: a trait that reaches 16 in play gives one then.',
  buyFate:
    'The project’s reading: extra fate points are bought at creation and in play, 5 CPs each. Other reading: at creation only, since the sentence stands under “Character Generation”.',
  fateShock:
    'The project’s reading: a fate point spent on a Shock Roll is spent only on the Shock Roll against death, while CHP is below 0 and not below -50% THP; against certain death it removes just enough damage that CHP is no longer below -50% THP. Other reading: on any Shock Roll, and all the damage of the blow.',
  cpKept:
    'The project’s reading: CPs left after creation are kept for play, where they buy what advancement offers at its prices and extra fate points; primary traits are bought only at creation. Other reading: CPs not spent at creation are lost.',
  startingCp:
    'The project’s reading: each increment past base + 22 gives 1 starting CP (“Racial Differences”), so a human of 45 starts with 109. Other reading: 2 CPs (“Character Generation”: “+2 CPs per year after that”), 114 at 45.',
  reductionsAtCreation:
    'The project’s reading: a character made at base + 22 increments or older is not reduced by age for the ages it passed before play; reductions are age entries when it reaches base + 22, + 32, + 42 … increments in play. Other reading: reductions owed at creation for every threshold passed.',
  oldForRaces:
    'The project’s reading: “40 or older” and “50 or older” are base age + 22 and + 32 increments for every race, as the table’s reduction ages. Other reading: 40 and 50 years for every race.',
  reverse:
    'The project’s reading: a reverse primary trait is 2 minus the trait’s current value, as the book writes it, whatever the racial average. Other reading: the average mirrored, racial average x 2 minus the trait.',
  trainingBases:
    'The project’s reading: a trained trait is one level higher while training lasts, and every base using it is worked out again from its formula (a direct base up one, an average when the sum reaches the next whole number, a reverse base down one). Other reading: every trait based on it goes up one, a reverse one left alone.',
  training:
    'The project’s reading: training lasts until the next age entry, after which 5 CPs renew it; only one trait, by one level. Other reading: a year of the campaign’s calendar from the day trained.',
  hitPointsFixed:
    'The project’s reading: hit and magic points are fixed at creation; later changes to Size, Body or Aura do not re-roll them, and a base of 0 dice or fewer gives 0. Other reading: they are rolled again when those traits change.',
  rerolls:
    'The project’s reading: a roll made again moves the roll it replaces to the creation’s record of rolls, so the game master sees every roll made. Other reading: the new roll simply replaces the old one.',
  adventure:
    'The project’s reading: each award entry ends an adventure, an adventure not completed being an award with no CPs; a secondary trait is rolled for once per adventure, and not before any. Other reading: the referee says when an adventure ends, apart from awards.',
  oncePerIncrement:
    'The project’s reading: “one level each year through CPs” is tracked per trait since the last age entry (acquiring when it costs CPs, raising, lowering a negative trait, raising a personality trait); checks do not count. Other reading: a year of the campaign’s calendar.',
  healing:
    'The project’s reading: the book gives no healing rule, only that CHP “can never rise above” THP, so healing is recorded as the referee allows and more than the damage taken is refused. Other reading: healing past the damage is cut down to fit.',
  priests:
    'The project’s reading: a secondary trait marked as a Priest magic skill, at base or above, is the skill that allows prayer. Other reading: only a Deity skill.',
  attacksSkill:
    'The project’s reading: “the skill” that gives attacks per turn is the trait’s value, base + level, the number added to 3d6, for a trait marked as a combat or magic skill. Other reading: the level above base alone.',
  moneyRolls:
    'The project’s reading: N CPs turned into money are one roll of Nd20 (the sum of N rolls of 1d20), times 10 florins. Other reading: one 1d20 roll times N.',
  naturals:
    'The project’s reading: on every skill roll a natural 18 (three 6s) is a critical and a natural 3 (three 1s) a fumble, whatever the total, and the odds count them so. Other reading: only in close combat, where the book states them, an unopposed roll going by its total alone.',
  uncheckable:
    'The project’s reading: a trait at a level the 1d8 table has no column for (base -1, above +5, or a Trained trait not acquired) cannot go up by a check, so its chance is 0. Other reading: the table continued past +5, which the book does not print.',
} as const;
