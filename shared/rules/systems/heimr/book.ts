import type { BookSource } from '../../core/explain';
import type { EffectId, ShieldId, WeaponId } from './tables';

/**
 * The book's own words behind every explanation Heimr gives, each copied from the seed as it stands (section heading
 * and sentence or table row). test/shared/rules/book-quotes.test.ts checks each is there word for word, so a quote
 * cannot drift from the book; an explanation quotes only from this table.
 */
export const HEIMR_SEED = '002_660a93111b0de833.txt';

const from = (section: string, quote: string): BookSource => ({ seed: HEIMR_SEED, section, quote });

export const HEIMR_BOOK = {
  // What the text leaves to other documents.
  otherDocuments: from(
    'About this document',
    'For any campaign taking place in the Heimr setting, extra documents are available in which skills, conditions, rules on character creation and rules about NPCs can be found.',
  ),
  characters: from(
    'Characters',
    'They have hit points, willpower, skills, conditions and items. In addition to these, the Tabletop RPG core also has two additional properties which are used in dice challenges: Attributes and abilities.',
  ),
  larpDocuments: from(
    'Characters',
    'Rules about Hit Points, Willpower, Skills, Condition and items can be found in the LARP rules documents',
  ),
  // "Attributes": the six, and a campaign's own set.
  sixAttributes: from('Attributes', 'There are six attributes in the Heimr Tabletop RPG core:'),
  ownAttributes: from(
    'Attributes',
    'The set of six attributes mentioned below is the standard used in most Heimr roleplaying campaigns, however a DM may choose to use different sets of attributes for their campaign.',
  ),
  attributeTable: from('Attributes', 'Attribute Short Group Description'),
  attributeRoll: from('Dice rolls on attributes', "The attribute it's self is used as the potential of the check."),
  groupPenalty: from(
    'Situational penalties',
    'Situational penalties can be applied to abilities, attributes or even attribute groups (physical and mental).',
  ),
  // "Abilities", "Consistency of abilities", "Potential of abilities", "Standard abilities".
  abilitiesTrained: from('Abilities', 'Abilities are based on attributes and characters can train in them.'),
  writtenDown: from('Abilities', 'Players write down the abilities of their characters as they gain training in them.'),
  twoTrainings: from(
    'Abilities',
    'There are two types of ability training, trained consistency and trained potential.',
  ),
  consistencyFormula: from('Abilities', 'Base consistency + trained consistency = consistency'),
  potentialFormula: from('Abilities', 'Base potential + trained potential = potential'),
  baseConsistencyByGM: from('Consistency of abilities', 'The base consistency will be provided by the GM.'),
  baseConsistencyRange: from('Consistency of abilities', 'Base consistency should range from -2 to +3.'),
  basePotentialOne: from(
    'Potential of abilities',
    'If the ability is based on one attribute, the base potential of that ability is the same as the attribute.',
  ),
  basePotentialFollows: from(
    'Potential of abilities',
    'This also means that when the attribute changes, the base potential of derived abilities also changes.',
  ),
  basePotentialSeveral: from(
    'Potential of abilities',
    'If an ability is derived from multiple attributes, the base potential of that ability becomes the average of those attributes, rounded down.',
  ),
  standardAbilities: from('Standard abilities', 'There is a small set of standard abilities, one for every attribute.'),
  moreAbilities: from(
    'Standard abilities',
    'In addition to these six standard abilities, GMs should aim to have between ten and fifteen additional abilities in their campaign.',
  ),
  // "Experience points".
  xpEarned: from(
    'Experience points',
    'When characters overcome these encounters, they will get the experience points (XP) equivalent to that encounter.',
  ),
  xpDivided: from(
    'Experience points',
    'Experience points will be divided among the characters present during the encounter, rounded down to a whole number',
  ),
  xpCarried: from(
    'Experience points',
    'The remaining experience points can be carried over to the next time characters gain XP.',
  ),
  xpSpent: from('Experience points', 'During downtime, characters can spend XP to improve their abilities.'),
  trainingCost: from(
    'Experience points',
    'The amount of XP you need to gain one point of ability training for either consistency or potential is the total XP spend on the previous two levels, starting at 5.',
  ),
  trainingHeights: from('Experience points', 'New height of ability training 1 2 3 4 5 6 7'),
  trainingCosts: from('Experience points', 'XP cost 5 10 (5+5) 15 (5+10) 25 (10+15) 40 (15+25) 65 (25+40) 105 (40+65)'),
  trainingTotals: from('Experience points', 'Total cost 5 15 30 55 95 160 265'),
  // "Attribute progress".
  notTrained: from(
    'Attribute progress',
    'Attributes can not be trained, they improve while you are training your abilities.',
  ),
  progressPerPoint: from(
    'Attribute progress',
    'Every time you increase an ability training by one point, increase the attribute progress of the attribute associated with the ability with one.',
  ),
  progressChoice: from(
    'Attribute progress',
    'If an ability is based on multiple attributes, you can choose which attribute you want to increase the attribute progress of.',
  ),
  progressRise: from(
    'Attribute progress',
    'Once the attribute progress reaches a certain value, the attribute is increased by one.',
  ),
  progressZero: from(
    'Attribute progress',
    'When an attribute is increased, the attribute progress of that attribute becomes zero.',
  ),
  progressValues: from('Attribute progress', 'New attribute value -2 -1 0 1 2 3 4 or more'),
  progressRequired: from('Attribute progress', 'Attribute progress required 8 6 4 6 8 10 12'),
  // "Dice challenges", "Challenge requirements", "Fatigue": the odds of a roll.
  diceRoll: from(
    'Dice challenges',
    'You roll one d6, and any number of d10 equal to the consistency of the dice challenge.',
  ),
  keptDie: from(
    'Dice challenges',
    'From that, if the consistency is more then zero, use the result of the highest die. If the consistency of the dice challenge is less then zero, use the result of the lowest die.',
  ),
  extraTens: from(
    'Dice challenges',
    'If you have a consistency higher then zero and you roll 10 with multiple dice, the bonus is the number of dice with which you roll 10, minus one.',
  ),
  extraOnes: from(
    'Dice challenges',
    'If you have a consistency lower then zero and you roll one with multiple dice, the penalty is the number of dice with which you roll 1, minus one.',
  ),
  addPotential: from('Dice challenges', 'Then add the potential to get the result of the dice challenge.'),
  zeroConsistency: from('Dice challenges', 'if (C) is zero: 1d6 + (P) = result'),
  meetCr: from(
    'Challenge requirements',
    'For this they have to roll a number which is equal to or higher then the CR.',
  ),
  meetFatigue: from(
    'Fatigue',
    'This means that the roll must be equal to or higher then the fatigue of your character.',
  ),
  // "Challenge requirements" and "Effects": what willpower is spent on.
  reroll: from(
    'Challenge requirements',
    'Characters are allowed to re-roll a failed CR at the cost of one willpower for each roll.',
  ),
  rerollWhy: from(
    'Challenge requirements',
    'This is because they are attempting to push themselves beyond their own (previously shown) limitations.',
  ),
  drain: from('Effects', 'Drain You lose one willpower.'),
  // "Initiative", "Fatigue", "Base fatigue".
  initiative: from(
    'Initiative',
    "The initiative roll uses the character's dexterity as his consistency, and the number of willpower a character has as it's potential.",
  ),
  initiativeOrder: from(
    'Initiative',
    'The character with the highest score starts, down to the character with the lowest score, who goes last.',
  ),
  initiativeTie: from(
    'Initiative',
    'When players roll the same initiative, the player with the highest willpower goes first.',
  ),
  fatigue: from(
    'Fatigue',
    'Any roll based on a physical attribute has a Challenge requirements equal to the fatigue, on the result before adding potential.',
  ),
  baseFatigueFormula: from('Base fatigue', '4 – stamina = base fatigue'),
  baseFatigueLeast: from('Base fatigue', 'Both fatigue and base fatigue can not be less then 1.'),
  // "Effects", "Health", "Short Rest", "Injuries".
  hit: from('Effects', 'Hit You lose one hit point.'),
  injured: from(
    'Health',
    'Once a character has zero or less hit points, they become injured, which will likely require medical attention.',
  ),
  restHealth: from('Health', 'You can restore hit points by taking a short rest, as long as you are uninjured.'),
  shortRest: from(
    'Short Rest',
    "By taking a short rest, a character will restore hit points to it's maximum and regain the free use of their rested skills.",
  ),
  restOnlyUninjured: from(
    'Short Rest',
    'You can only be restored by a short rest, if your character has one or more hit points remaining.',
  ),
  injuryLevels: from('Injuries', 'There are three levels of injury, depending on how low your HP is.'),
  // "Defence", "Defending against multiple attacks", "Positions".
  defenceRoll: from('Defence', 'When defending against an attack you roll an ability.'),
  defenceMisses: from('Defence', 'If the defence score is equal to or higher then the attack score the attack misses.'),
  defenceFirst: from('Defence', 'You must roll defence before knowing the result of the attack roll.'),
  dodge: from('Defence', 'Dodging is done by rolling an agility check.'),
  block: from(
    'Defence',
    'To block an oncoming attack, you need some kind of shield and roll the ability needed to use your shield.',
  ),
  parryMelee: from('Defence', 'You can only parry against melee attacks.'),
  parry: from('Defence', 'To parry an attack you must wield a weapon and roll the ability you use for that weapon.'),
  defencePenalty: from(
    'Defending against multiple attacks',
    'For dodging and blocking, there is a consistency penalty of two, every time you use that defence.',
  ),
  defencePenaltyExample: from(
    'Defending against multiple attacks',
    'So if you dodge three times between your turn and you want to dodge a fourth time, you will have a consistency penalty of six (2x3=6).',
  ),
  ownPenalty: from('Defending against multiple attacks', "Every type of defence has it's own penalty."),
  oneParry: from(
    'Defending against multiple attacks',
    'For every melee weapon you wield, you can make only one parry roll between turns.',
  ),
  usesRestored: from(
    'Defending against multiple attacks',
    'Your defence uses are restored again at the start of your next turn.',
  ),
  prone: from('Positions', 'While prone you have a consistency penalty of two for all attacks and defences.'),
  situationalPenalty: from(
    'Situational penalties',
    'A situational penalty reduces the consistency of a dice challenge.',
  ),
  // "Targeting a body part".
  bodyPartRoll: from(
    'Targeting a body part',
    'The D6 that is included in every attack roll, determines what body part is hit with the attack.',
  ),
  bodyPartParts: from('Targeting a body part', 'Body part Torso Sword arm Other arm Right leg Left leg'),
  bodyPartFaces: from('Targeting a body part', 'D6 result 5 or 6 4 3 2 1'),
  targetingPenalty: from(
    'Targeting a body part',
    'Targeting a specific body part has a consistency penalty of two to the attack roll.',
  ),
  // "Injury Effects".
  injuryEffect: from(
    'Injury Effects',
    'When a character is hit with an attack that causes an injury, they receive an effect based on what body part got hit by the attack.',
  ),
  injuryEffectLasts: from('Injury Effects', 'The effect lasts as long as the character is injured.'),
  injuryEffectsMore: from(
    'Injury Effects',
    'Characters can have additional effects from injuries, if they are hit on multiple body parts while injured.',
  ),
  // "Effects": what an effect's number means, and the reaction effects.
  effectNumber: from(
    'Effects',
    'Effects have a number associated to them, this is either two (as in seconds) or one (as in point).',
  ),
  effectCalledNumber: from('Effects', 'If a number is called with the effect, use this number instead of the default.'),
  reactionEffects: from('Effects', 'The following two are reaction effects. These can be used in response to effects.'),
} satisfies Record<string, BookSource>;

/**
 * "Fatigue", "Base fatigue", "Fatigue during combat" and the breather of "List of combat actions": how fatigue rises
 * and falls in play, for the sheet's scene fatigue (fatigue.ts, explain-fatigue.ts).
 */
export const HEIMR_FATIGUE_BOOK = {
  die: from('Fatigue', 'Every dice challenge includes a roll with one D6.'),
  rises: from(
    'Fatigue',
    'If the value of the D6 is lower then the fatigue of a character, the fatigue is increased by one.',
  ),
  bounds: from('Fatigue', 'Fatigue can not be higher then twenty or lower then one.'),
  example: from(
    'Fatigue',
    'Example: A character has a fatigue of four. With the D6 she rolls three, this means for the fatigue is increased to five.',
  ),
  failsExample: from(
    'Fatigue',
    'For example, if a character has a fatigue of 7 and rolls 6 (not counting potential) this means the action automatically fails, even if the challenge would have been 7 or higher when adding potential.',
  ),
  breatherToBase: from(
    'Base fatigue',
    "When characters get the opportunity to take a breather, their fatigue returns to it's standard level.",
  ),
  backQuickly: from(
    'Base fatigue',
    'Returning to base fatigue only takes a few seconds, up to half a minute or so maximum.',
  ),
  aboveSix: from(
    'Base fatigue',
    "When a character's fatigue is higher then six, they will gain one fatigue point every time they make a physical roll.",
  ),
  neverSeven: from('Base fatigue', 'This is because you can never throw seven or higher with a D6.'),
  physicalRolls: from(
    'Fatigue during combat',
    'All the physical dice challenges you make (any roll based on a physical attribute), can increase your fatigue.',
  ),
  oncePerTurn: from('Fatigue during combat', 'Your fatigue can only increase by one every turn.'),
  turn: from(
    'Fatigue during combat',
    'This includes any action you take during your turn, and any defensive roll you make until the start of your next turn.',
  ),
  breatherLowers: from(
    'Fatigue during combat',
    'By taking a breather (see List of combat actions) characters can lower their fatigue.',
  ),
  breather: from(
    'List of combat actions',
    'Reduce your fatigue by two. Fatigue can not be lower then the base fatigue.',
  ),
} satisfies Record<string, BookSource>;

/**
 * The lines of the list under "Effects", by effect id: each the effect's name, then its text (for Bind, its first
 * sentence; the locations follow in the book).
 */
export const HEIMR_EFFECT_ROWS = {
  hit: from(
    'Effects',
    'Hit You lose one hit point. If this effect is called after you are hit with a weapon, the effect replaces the normal damage done.',
  ),
  drain: from('Effects', 'Drain You lose one willpower.'),
  fall: from('Effects', 'Fall You fall to the ground. After two seconds you can stand up again.'),
  drop: from(
    'Effects',
    'Drop You let go of the item in the hand, it drops to the ground, after two seconds you can pick it up again.',
  ),
  stumble: from('Effects', 'Stumble You stumble away from your opponent. See Effects during combat for more details.'),
  daze: from(
    'Effects',
    'Daze You are disorientated. You can not attack, defend or use a skill in this state. See Effects during combat for more details.',
  ),
  break: from(
    'Effects',
    'Break This effect can be called on items. If the break effect is strong enough the item is destroyed. See Items for more on destroying items.',
  ),
  bind: from('Effects', 'Bind This effect is called on a body part.'),
  weaken: from(
    'Effects',
    'Weaken Your character feels ill for two seconds. During this time Skills cost one willpower in addition to the normal cost of the skill.',
  ),
  resist: from('Effects', 'Resist The effect of an attack was negated / blocked / resisted.'),
  miss: from('Effects', "Miss An opponent's attack didn't do damage and the effect was resisted."),
} satisfies Record<EffectId, BookSource>;

/** The rows of the table under "Injury Effects", in the book's order (tables.ts, INJURY_EFFECTS). */
export const HEIMR_INJURY_EFFECT_ROWS: readonly BookSource[] = [
  from('Injury Effects', 'Either arm Drop item'),
  from('Injury Effects', 'Leg(s) Fall'),
  from('Injury Effects', 'Torso Daze'),
];

/** The rows of the attribute table under "Attributes", by the book's attribute id. */
export const HEIMR_ATTRIBUTE_ROWS: Readonly<Record<string, BookSource>> = {
  strength: from('Attributes', "Strength str Physical A character's way to exert force"),
  dexterity: from('Attributes', "Dexterity dex Physical A character's motor skill and hand-eye coordination"),
  stamina: from(
    'Attributes',
    'Stamina sta Physical The way of a character to exert herself over a longer period of time.',
  ),
  intelligence: from(
    'Attributes',
    'Intelligence int Mental The ease with which a character can plan, learn, reason, solve logical problems and remember.',
  ),
  sociability: from(
    'Attributes',
    'Sociability soc Mental The ease with which a character can interact and communicate with others.',
  ),
  empathy: from(
    'Attributes',
    'Empathy emp Mental The way a character recognizes and to a lesser degree shares feelings of others.',
  ),
};

/** The rows of the standard abilities' table under "Standard abilities", by the project's ability id. */
export const HEIMR_ABILITY_ROWS: Readonly<Record<string, BookSource>> = {
  brawl: from('Standard abilities', 'Brawl Str This ability is used to punch, kick and grapple.'),
  agility: from('Standard abilities', 'Agility Dex Jumping, climbing and dodging is done using this ability.'),
  survival: from(
    'Standard abilities',
    'Survival Sta Hunting, tracking, as well as lasting through the hardships of the weather and the pains of thirst and hunger are done through this ability.',
  ),
  perception: from(
    'Standard abilities',
    'Perception Int To notice things that might not be obvious, you need perception.',
  ),
  persuasion: from(
    'Standard abilities',
    'Persuasion Soc Persuasion is used to convince other characters of what you are telling them.',
  ),
  insight: from('Standard abilities', 'Insight Emp Insight is used to discover the emotions of other.'),
};

/** The rows of the injury table under "Injuries", by injury level. */
export const HEIMR_INJURY_ROWS = {
  bloodied: from('Injuries', "Bloodied 0 or -1 This injury requires treatment. You can't take a short rest"),
  mangled: from(
    'Injuries',
    'Mangled -2 or -3 The character dies in 10 minutes, and falls unconscious half way through (5 minutes)',
  ),
  mutilated: from(
    'Injuries',
    'Mutilated -4 or -5 The character falls unconscious instantly and dies after two minutes',
  ),
} satisfies Record<string, BookSource>;

/** "Medieval armoury module": the editor's note, the two tables' rows by id (tables.ts, WEAPONS and SHIELDS). */
export const HEIMR_ARMOURY_BOOK = {
  module: from('Medieval armoury module', 'Editor note: Work in progress.'),
  weaponsHeader: from('Weapons', 'Weapon type Range Dmg. Bonus Wielding Abilities'),
  shieldsHeader: from('Shields', 'Shield type Bonus Penalties Wielding Abilities'),
} satisfies Record<string, BookSource>;

/** Each row of the Weapons table, as the book prints it (with the abilities on the lines below). */
export const HEIMR_WEAPON_ROWS = {
  light: from('Weapons', 'Light weapon Melee 1 P+2 Either hand Knife fighting Dueling'),
  medium: from('Weapons', 'Medium weapon Melee 2 P+3 One or two hands Dueling Swordmanship Shield and sword'),
  great: from('Weapons', 'Great weapon Melee 3 P+5 Two hands Swordmanship'),
  'pole-arm': from('Weapons', 'Pole arm Melee 2 P+4 Two hands Pole arms'),
  bow: from('Weapons', 'Bow 6 3 P+1 Two hands Archery'),
  crossbow: from('Weapons', 'Crossbow 4 3 - Two hands Archery'),
  throwing: from('Weapons', 'Throwing weapon 1 1 - Sword hand Throwing knife fighting'),
  blowgun: from('Weapons', 'Blowgun 2 0 P+1 Sword hand Blowguns'),
} satisfies Record<WeaponId, BookSource>;

/** Each row of the Shields table, as the book prints it. */
export const HEIMR_SHIELD_ROWS = {
  buckler: from('Shields', 'Buckler - - off-hand Dueling Swordsmanship Sword and shield'),
  small: from('Shields', 'Small shield P+2 TODO off-hand Sword and shield'),
  medium: from('Shields', 'Medium shield P+3 TODO off-hand Sword and shield'),
  tower: from('Shields', 'Tower shield P+5 Sta -1 off-hand Sword and shield'),
} satisfies Record<ShieldId, BookSource>;
