import type { BookSource } from '../../core/explain';
import { LIFT_TABLE, LIFT_TABLE_LOWEST, TRAIT_COST_TABLE } from './tables';

/**
 * The books' own words behind every explanation HURSAGMU gives, each copied from its seed as it stands (section
 * heading and sentence or table row): the rulebook, and the revised Encounters chapter a campaign may play.
 * test/shared/rules/book-quotes.test.ts checks each is there word for word, so a quote cannot drift from the books;
 * an explanation quotes only from this table.
 */
export const HURSAGMU_SEED = '003_ec97e9f49afae471.txt';
export const HURSAGMU_REVISED_SEED = '004_103a540a1ecd82a2.txt';

const from = (section: string, quote: string): BookSource => ({ seed: HURSAGMU_SEED, section, quote });
const revised = (section: string, quote: string): BookSource => ({ seed: HURSAGMU_REVISED_SEED, section, quote });

export const HURSAGMU_BOOK = {
  // "OVERVIEW": character points, the Master's limit, experience.
  startingPoints: from('OVERVIEW', 'Players begin the game with a number of character points.'),
  pointsChosen: from(
    'OVERVIEW',
    'The number is chosen by the game master (known hereafter as "The Master") based on how powerful He wishes for beginning characters to be.',
  ),
  startLimit: from(
    'OVERVIEW',
    'The Master may limit the maximum level of beginning traits to prevent one-trick characters.',
  ),
  experienceGiven: from(
    'OVERVIEW',
    'As characters adventure, The Master may occasionally give out experience points for their actions, usually at the end of a game session or three.',
  ),
  experienceRaises: from('OVERVIEW', 'Experience points may be used to increase traits.'),
  experienceGifts: from('OVERVIEW', 'They can also be used to obtain gifts if the player has a good explanation.'),
  metrics: from('OVERVIEW', 'Damage metrics measure the harm done to a person’s body or mind.'),
  // "The Trait Roll" and "Challenge Levels".
  traitRoll: from(
    'The Trait Roll',
    'Roll a pair of six-sided dice, add them together, and add the result to the character’s trait level.',
  ),
  opposed: from(
    'The Trait Roll',
    'All trait checks in the game are performed as opposed rolls: if two characters are in conflict, both roll their appropriate traits as indicated above.',
  ),
  challenge: from(
    'The Trait Roll',
    'If one is trying to perform a task unopposed, The Master must assign a challenge level. This number is then rolled against the acting character as if it were a trait.',
  ),
  higherWins: from(
    'The Trait Roll',
    'The higher roll wins. Ties may mean equal success or a meager success for one of the opponents, depending on the situation.',
  ),
  lanky: from('Challenge Levels', "If Lanky's result is higher than The Master's, he succeeds in picking the lock."),
  tiesToDefender: from(
    'Challenge Levels',
    'If Lothar’s roll is equal to or higher than Juk’s, the attack misses (fighting is one case in which ties go to the defender).',
  ),
  // "TRAITS" and its "Cost".
  traits: from('TRAITS', 'Traits measure a character’s attributes, skills, knowledge, and ability.'),
  traitList: from(
    'TRAITS',
    'Below is a list of traits. It is not exhaustive - it focuses on adventuring traits, leaving others to the imagination of players.',
  ),
  traitsAddDrop: from(
    'TRAITS',
    'The Master should feel free to add or drop traits to make the list fit their campaign world.',
  ),
  unlistedTrait: from(
    'TRAITS',
    'Players who wish to have an unlisted trait should propose the new trait to The Master.',
  ),
  defense: from('TRAITS', 'This is the art of avoiding harm by blocking and dodging.'),
  fighting: from('TRAITS', 'This is the art of doing harm in close combat.'),
  archery: from('TRAITS', 'This is the ability to use missile weapons such as bows and crossbows.'),
  throwing: from(
    'TRAITS',
    'It covers hitting a target with hurled objects (rocks, knives, axes, spears) and the use of slings.',
  ),
  quickness: from('TRAITS', 'It determines who goes first during a round of conflict.'),
  command: from('TRAITS', 'Command determines the amount of supernatural energy a sorcerer can channel.'),
  strength: from('TRAITS', 'This measures how much raw power one can exert.'),
  strengthDamage: from('TRAITS', 'It adds to damage in combat.'),
  liftTable: from('TRAITS', 'This table gives the amount of weight that different Strength levels can lift:'),
  liftFormula: from('TRAITS', '| L | 2 * Lift(L - 2) |'),
  costChart: from(
    'Cost',
    'The amount of points required to achieve a particular level is given by the following chart and formula:',
  ),
  costFormula: from('Cost', '| L | 2 * cost(L - 2) |'),
  costExample: from(
    'Cost',
    'Thus: to give a new character an Archery level of 6 requires 8 character points. To later raise that same character’s Archery to 7 will cost 4 experience points (12 for level 7, minus the 8 already spent to reach level 6).',
  ),
  fractions: from('Cost', 'Fractions are rounded down.'),
  openEnded: from(
    'Cost',
    'Trait levels are open-ended; there is no cap on ability except the cost in experience points.',
  ),
  ranks: from(
    'Cost',
    'A trait level of zero is human average. A character with a level 2 trait is an apprentice in that trait; level 6 is a journeyman; level 10 is a master.',
  ),
  stamina: from('Cost', 'STAMINA measures how much punishment one can take before falling unconscious.'),
  zeroStamina: from(
    'Cost',
    'A character with zero Stamina is barely conscious; a person in this state has -10 to all trait rolls. If Stamina falls below zero, the character is knocked out.',
  ),
  health: from(
    'Cost',
    'If Health falls to zero, the victim is incapacitated and will die without assistance. If Health falls below zero, the character is dead.',
  ),
  sanity: from(
    'Cost',
    'If Sanity falls to zero, the character becomes a raving lunatic who acts at random. If Sanity falls below zero, the character is catatonic - the body lives, but the mind is is gone forever.',
  ),
  staminaMax: from(
    'Cost',
    'A character’s maximum Stamina is limited by its current Health and Sanity. If either is damaged, the maximum Stamina is equal to whichever is lower.',
  ),
  twenty: from('Cost', 'Human beings - and similar species - have twenty points of Stamina, Health, and Sanity.'),
  // "GIFTS".
  gifts: from('GIFTS', 'Gifts do not have levels; they are all-or-nothing and require a flat number of points.'),
  giftList: from('GIFTS', 'Below is a list of possible gifts. It is not exhaustive.'),
  giftsAddDrop: from('GIFTS', 'The Master may add or drop gifts from the list to make it fit the game world.'),
  inventGifts: from(
    'GIFTS',
    'Players may feel free to invent their own gifts, which the Master may then feel free to deny.',
  ),
  intuition: revised(
    'Perception',
    'Intuition functions as supernatural perception. A person with this gift can roll Perception to sense the presence of sorcery.',
  ),
  // "EQUIPMENT": coins, weapons, shields, armor, foci, encumbrance.
  coins: from(
    'Economics',
    'Though not perfectly realistic, it is useful (for game purposes) to consider copper, silver, and gold as trading at fixed rates of ten to one: 1 gold coin (gc) = 10 silver coins (sc) = 100 copper coins (cc).',
  ),
  pricesInCopper: from('Economics', 'Prices are listed in terms of copper coins (cc) - the common man’s metal.'),
  weaponNames: from('Weapons', 'Players are free to call their characters’ weapons whatever suits them.'),
  baseDamage: from('Weapons', 'The base weapon damage is 10.'),
  size: from(
    'Size',
    'Small weapons have -2 damage, but no concealment penalty; large weapons have +2 damage, require two hands and cannot be concealed.',
  ),
  throwable: from(
    'Throwable',
    'A weapon without this option has a -6 penalty to hit a target when thrown; a weapon with this option has no penalty, but has -2 damage.',
  ),
  throwableOnly: from('Throwable', 'A weapon with this option cannot be missile or mechanical.'),
  missile: from('Missile', 'This option gives -2 damage.'),
  missileRange: from('Missile', 'The benefit is range: 30 spaces per point of damage.'),
  missileHands: from('Missile', 'Missile weapons require two hands regardless of size.'),
  mechanicalNoStrength: from('Mechanical', 'Weapons with this option do not add the user’s strength to their damage.'),
  mechanical: from(
    'Mechanical',
    'They do get +2 damage by virtue of their construction, but with a price: mechanical weapons require an action to reload (other missile weapons, such as slings and bows, reload and fire in one action).',
  ),
  warPrice: from(
    'Mechanical',
    'Swords and crossbows should be ten times more expensive than weapons of similar attributes because they are rare and difficult to create.',
  ),
  crossbowPrice: from(
    'Mechanical',
    'So, a large crossbow would cost 400cc for size, x10 for being a missile weapon, and x10 for being mechanical, for a total of 40000cc (400gc).',
  ),
  swordPrice: from(
    'Mechanical',
    'A medium sword would cost 200cc for size and x10 for being noble, for a total of 2000cc (20gc).',
  ),
  shieldPrice: from(
    'On the other hand',
    'Most are made from heavy wood banded with iron and cost 200cc. Solid steel shields are rare and cost 2000cc.',
  ),
  shieldDefense: from('On the other hand', 'The user of a shield gets +2 to Defense.'),
  armorEndurance: from(
    'Armor',
    'It adds to the strength of the character when enduring damage from a physical attack.',
  ),
  armorAgility: from(
    'Armor',
    'The encumbrance will slow a character down and make many actions difficult (acrobatics, athletics, climbing, stealth) or even impossible (swimming).',
  ),
  armorSubtracted: from(
    'Armor',
    'The value of the armor should be subtracted from any trait checks that require movement, agility, or quiet.',
  ),
  armorNames: from(
    'Armor',
    'Players may call their characters’ armor plate, chain, or boiled hide, so long as the weight and discomfort are the same.',
  ),
  armorWeight: from('Armor', 'Each point of protection requires ten pounds of material.'),
  armorDear: from(
    'Armor',
    'Note: mail and plate are given such high prices for the same reason as swords - they are rare and difficult to make.',
  ),
  focusPower: from(
    'Foci',
    'The power of the focus is added to the Command of the character to determine how much energy he can channel per round.',
  ),
  focusNegation: from(
    'Foci',
    'The negation of the focus is added to the Willpower of the sorcerer whenever he endures the effects of a detrimental spell.',
  ),
  focusLevels: from(
    'Foci',
    'A two-foot long focus has 8 levels to divide among power and negation; each doubling of length or width gives +2.',
  ),
  focusMade: from(
    'Foci',
    'Most sorcerers contract with a craftsman for the physical object, then inscribe the runes themselves.',
  ),
  focusExample: from('Foci', 'The names are examples; a staff may have power 6, negation 6 if the player likes.'),
  focusStaff: from('Foci', '| staff | 8 | 4 | 12 | 0 |'),
  focusTemple: from('Foci', '| temple | 128 | immobile | 10 | 10 |'),
  maxLift: from(
    'Encumbrance',
    'The strength score of a character determines the maximum amount of weight that person can lift.',
  ),
  encumbranceRatio: from('Encumbrance', 'The penalty is based on the ratio of weight carried to maximum lift:'),
  encumbranceHeavy: from('Encumbrance', '| 50% | halved | -4 |'),
  encumbranceVeryHeavy: from('Encumbrance', '| 75% | quartered | -8 |'),
  encumbranceImmobile: from('Encumbrance', '| 100% | 0 | NA |'),
  encumbranceFrom50: from(
    'Encumbrance',
    'For purposes of simplicity, this rule should only be used if a character is carrying at least 50% of maximum heft.',
  ),
  bob: from('Encumbrance', 'Example: Bob has a strength of 2. He can lift 200 pounds.'),
  // "ENCOUNTERS".
  initiative: from('Initiative', 'At the beginning of each round, characters roll Quickness to determine initiative.'),
  surprised: from(
    'Round Zero',
    'If the initiating individual or group has taken their opponents completely by surprise, then the opponents may take no actions at all on round zero - not even defensive ones.',
  ),
  resting: from(
    'Recovery',
    'Resting characters take no actions, not even defensive ones. Defense and Defiance are reduced to zero.',
  ),
  movement: from(
    'Movement',
    'Characters can move [10 + Athletics] spaces per action. The character’s armor value is subtracted from this.',
  ),
  movementLoad: from(
    'Movement',
    'The rate of movement for a character is inversely proportional to the amount of weight the character is hauling (see Encumbrance in the previous chapter).',
  ),
  charge: from('Movement', 'Charging characters may add their momentum to the damage of an attack.'),
  momentum: from('Movement', 'Momentum gives (and takes) +1 damage for every four spaces of movement.'),
  riding: from(
    'Movement',
    'If the terrain is treacherous, The Master may require an Athletics or Acrobatics roll (on foot) or a Riding roll (mounted).',
  ),
  rangeIncrement: from(
    'Range',
    'Each ranged ability has an "increment" of a number of spaces. The challenge is +1 for every increment between the attacker and the target.',
  ),
  fixedObject: from('Range', 'Targets will have these numbers added to their Defense scores (zero for fixed objects).'),
  touch: from(
    'Range',
    'A range increment of zero means that the attacker must be within touching distance of the target.',
  ),
  meleeRange: from('Range', '| melee weapon | 0 |'),
  thrownRange: from('Range', '| thrown weapon | 1 |'),
  missileRangeIncrement: from('Range', '| missile weapon | 5 |'),
  senses: from('Range', 'Senses are also limited in range.'),
  mysticismRange: from(
    'Range',
    'The range limitation on mysticism is used to determine whether the mystic notices the use of sorcery in his immediate area.',
  ),
  mysticism: from(
    'Perception',
    'Mysticism functions as supernatural perception. It can be rolled to sense the presence of sorcery.',
  ),
  haste: from(
    'Haste',
    'A character who is determined to go first may add +2 to his initiative roll, but that same number must be subtracted from all trait rolls that round.',
  ),
  // The revised Encounters chapter.
  revisedInitiative: revised(
    'Initiative',
    'At the beginning of each round, characters roll initiative to determine who acts first.',
  ),
  revisedCombatValues: revised('Combat Values', 'Characters have a number of combat values based on their traits.'),
  revisedSurprised: revised(
    'Round Zero',
    'Surprised characters get no trait added to their defense. The challenge level to hit a surprised character is a flat 6 plus any range modifiers.',
  ),
  revisedMovement: revised(
    'Movement',
    'He may move a number of spaces equal to his Movement (10 + Athlete - armor) by expending an action.',
  ),
  revisedRider: revised(
    'Movement',
    'If the terrain is treacherous, The Master may require an Athlete roll (on foot) or a Rider roll (mounted).',
  ),
  revisedMomentum: revised('Movement', 'Momentum gives (and takes) +1 damage for every four spaces of movement.'),
  revisedLance: revised('Movement', 'His lance does 10 damage (6 for the lance + 4 for Strength).'),
  revisedFixedObject: revised(
    'Range',
    'Targets will have these numbers added to their Defense (four for fixed objects).',
  ),
  revisedRangeIncrement: revised(
    'Range',
    'Each ranged ability has an "increment" of a number of spaces. The challenge is +1 for every increment between the attacker and the target.',
  ),
  revisedIntuitionRange: revised(
    'Range',
    'The range limitation on intuition is used to determine whether the mystic notices the use of sorcery in his immediate area.',
  ),
  revisedSenses: revised('Range', 'Senses are also limited in range.'),
  revisedHaste: revised(
    'Haste',
    'A character who is determined to go first may add up to +3 to his initiative roll, but that same number must be subtracted from all trait rolls that round.',
  ),
} satisfies Record<string, BookSource>;

/** The rows of the trait cost chart ("Cost"), by level (0 to 12). */
export const HURSAGMU_COST_ROWS: readonly BookSource[] = TRAIT_COST_TABLE.map((cost, level) =>
  from('Cost', `| ${level} | ${cost} |`),
);

/** The rows of the lift table ("TRAITS" > Strength), by Strength from -2 to 10. */
export const HURSAGMU_LIFT_ROWS: Readonly<Record<number, BookSource>> = Object.fromEntries(
  LIFT_TABLE.map((lift, i) => [i + LIFT_TABLE_LOWEST, from('TRAITS', `| ${i + LIFT_TABLE_LOWEST} | ${lift} |`)]),
);

/** The rows of the weapon size table ("Size"). */
export const HURSAGMU_SIZE_ROWS = {
  small: from('Size', '| small | less than 1 | 1 | 8 | 0 | 1 |'),
  medium: from('Size', '| medium | 1 to 3 | 5 | 10 | -6 | 1 |'),
  large: from('Size', '| large | greater than 3 | 10 | 12 | NA | 2 |'),
} satisfies Record<string, BookSource>;

/** The rows of the armor table ("Armor"), by points (1 to 5). */
export const HURSAGMU_ARMOR_ROWS: Readonly<Record<number, BookSource>> = {
  1: from('Armor', '| padded cloth | 1 | 10 | 100 |'),
  2: from('Armor', '| soft leather | 2 | 20 | 200 |'),
  3: from('Armor', '| boiled hide | 3 | 30 | 400 |'),
  4: from('Armor', '| 4 | 40 | 8000 | |'),
  5: from('Armor', '| plate | 5 | 50 | 16000 |'),
};

/** The rows of the sorcery disciplines' range increments ("Range"). */
export const HURSAGMU_SORCERY_RANGE_ROWS: Readonly<Record<string, BookSource>> = {
  amelatu: from('Range', '| Amelatu | 0 |'),
  talamu: from('Range', '| Talamu | 0 |'),
  nekelmu: from('Range', '| Nekelmu | 1 |'),
  mahasu: from('Range', '| Mahasu | 5 |'),
  sabatu: from('Range', '| Sabatu | 5 |'),
  seheru: from('Range', '| Seheru | 5 |'),
};

/** The rows of the senses' range increments ("Range"). */
export const HURSAGMU_SENSE_RANGE_ROWS: Readonly<Record<string, BookSource>> = {
  smell: from('Range', '| smell | 1 |'),
  hearing: from('Range', '| hearing | 5 |'),
  vision: from('Range', '| vision | 10 |'),
  mysticism: from('Range', '| mysticism | 1000 * |'),
};

/** The rows of the food, clothing, shelter and gear price lists ("EQUIPMENT"), by the app's item id. */
export const HURSAGMU_LIST_ROWS: Readonly<Record<string, BookSource>> = {
  'peasant-grub': from('Food', '| peasant grub | 5 per meal |'),
  'decent-meal': from('Food', '| decent meal | 10 per meal |'),
  'fine-dining': from('Food', '| fine dining | 50 per meal |'),
  drink: from('Food', '| drink | 4 per serving |'),
  'peasant-garb': from('Clothing', '| peasant garb | 2 | 10 |'),
  'travelling-clothes': from('Clothing', '| travelling clothes | 5 | 100 |'),
  'noble-attire': from('Clothing', '| noble attire | 10 | 1000 |'),
  'inn-common-room': from('Shelter', '| inn - common room | 10 |'),
  'inn-private-room': from('Shelter', '| inn - private room | 30 |'),
  'inn-high-quality': from('Shelter', '| inn - high quality | 100+ |'),
  backpack: from('Gear', '| backpack | 1 | 40 |'),
  bedroll: from('Gear', '| bedroll | 5 | 20 |'),
  blanket: from('Gear', '| blanket | 3 | 60 |'),
  caltrops: from('Gear', '| caltrops (10) | 1 | 100 |'),
  candle: from('Gear', '| candle | - | 1 |'),
  chest: from('Gear', '| chest | 25 | 200 |'),
  'flint-and-steel': from('Gear', '| flint and steel | - | 10 |'),
  'grappling-hook': from('Gear', '| grappling hook | 4 | 50 |'),
  lamp: from('Gear', '| lamp | 1 | 10 |'),
  lantern: from('Gear', '| lantern | 2 | 120 |'),
  lock: from('Gear', '| lock | 1 | 200 |'),
  'lockpicking-kit': from('Gear', '| lockpicking kit | 2 | 300 |'),
  'steel-mirror': from('Gear', '| mirror (steel) | * | 20 per square inch |'),
  'musical-instrument': from('Gear', '| musical instrument | 3 | 400 |'),
  'oil-flask': from('Gear', '| oil flask | 1 | 10 |'),
  parchment: from('Gear', '| parchment | - | 20 per sheet |'),
  pouch: from('Gear', '| pouch | 1 | 10 |'),
  rope: from('Gear', '| rope | 1 per 2 yards | 10 per yard |'),
  sack: from('Gear', '| sack | 1 | 10 |'),
  spikes: from('Gear', '| spike (5) | 1 | 50 |'),
  torch: from('Gear', '| torch | 1 | 1 |'),
  'trail-rations': from('Gear', '| trail rations (1 day) | 1 | 50 |'),
  waterskin: from('Gear', '| waterskin | 4 | 90 |'),
  whetstone: from('Gear', '| whetstone | 1 | 2 |'),
};

/** What each gift of the books costs, in the words of its own section. */
export const HURSAGMU_GIFT_COSTS: Readonly<Record<string, BookSource>> = {
  'sorcery-amelatu': from('Sorcery', 'Cost: 8 per discipline'),
  'sorcery-mahasu': from('Sorcery', 'Cost: 8 per discipline'),
  'sorcery-nekelmu': from('Sorcery', 'Cost: 8 per discipline'),
  'sorcery-sabatu': from('Sorcery', 'Cost: 8 per discipline'),
  'sorcery-seheru': from('Sorcery', 'Cost: 8 per discipline'),
  'sorcery-talamu': from('Sorcery', 'Cost: 8 per discipline'),
  'superior-hearing': from('Superior Hearing', 'Cost: 8'),
  'superior-olfaction': from('Superior Olfaction', 'Cost: 8'),
  starvision: from('Starvision', 'Cost: 8'),
  immunity: from('Immunity', 'Cost: 8'),
  longevity: from('Longevity', 'Cost: 8'),
  amphibious: from('Amphibious', 'Cost: 8'),
  'extra-limbs': from('Extra Limbs', 'Cost: 4 per limb'),
  phosphorescence: from('Phosphorescence', 'Cost: 4'),
};

/** The rows of the book's challenge ladder ("Challenge Levels", 0 to 20), by level. */
export const HURSAGMU_LADDER_ROWS: Readonly<Record<number, BookSource>> = {
  0: from('Challenge Levels', '| Fair | 0 |'),
  5: from('Challenge Levels', '| Moderate | 5 |'),
  10: from('Challenge Levels', '| Great | 10 |'),
  15: from('Challenge Levels', '| Incredible | 15 |'),
  20: from('Challenge Levels', '| Inconceivable | 20 |'),
};

/** The rows of the revised chapter's challenge ladder ("Challenge Levels", 6 to 21), by level. */
export const HURSAGMU_REVISED_LADDER_ROWS: Readonly<Record<number, BookSource>> = {
  6: revised('Challenge Levels', 'Trivial 6'),
  9: revised('Challenge Levels', 'Fair 9'),
  12: revised('Challenge Levels', 'Moderate 12'),
  15: revised('Challenge Levels', 'Great 15'),
  18: revised('Challenge Levels', 'Incredible 18'),
  21: revised('Challenge Levels', 'Inconceivable 21'),
};
