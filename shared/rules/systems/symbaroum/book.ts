import type { BookSource } from '../../core/explain';

/**
 * The book's own words behind every explanation Symbaroum gives, each copied from the seed as it stands (section
 * heading and sentence or table row). test/shared/rules/book-quotes.test.ts checks each is there word for word, so a
 * quote cannot drift from the book; an explanation quotes only from this table.
 */
export const SYMBAROUM_SEED = '001_747545f513491440.txt';

const from = (section: string, quote: string): BookSource => ({ seed: SYMBAROUM_SEED, section, quote });

export const SYMBAROUM_BOOK = {
  successTest: from(
    'Attributes',
    'The test is successful if they roll less than or equal to the value of the appropriate attribute.',
  ),
  // What each attribute is: the first sentence of its paragraph.
  accurate: from(
    'Accurate',
    'A character’s hand-eye coordination, precision and timing are all represented by Accurate.',
  ),
  cunning: from(
    'Cunning',
    'The Cunning Attribute represents a character’s wit and knowledge, its common sense as well as actual schooling and education.',
  ),
  discreet: from(
    'Discreet',
    'A player character’s value in Discreet mirrors its aptitude for and training in being silent, agile and, well, discreet.',
  ),
  persuasive: from(
    'Persuasive',
    'Persuasive reflects how well a player character can influence others by use of words, voice, body language and looks.',
  ),
  quick: from(
    'Quick',
    'Quick represents a character’s reflexes, balance, nimbleness and how fleet-footed he or she is.',
  ),
  resolute: from(
    'Resolute',
    'Resolute represents a character’s resistance to influence, whether it is social pressure, mind-bending magic or Corruption.',
  ),
  strong: from(
    'Strong',
    'Strong mirrors a character’s capacity to use its physical strength in order to, for instance, lift something heavy or break down a door.',
  ),
  vigilant: from(
    'Vigilant',
    'Vigilant represents a character’s general awareness, the attunement of its senses and its ability to detect the details of its surroundings.',
  ),
  // "Secondary Attributes": the four formulas.
  toughnessFormula: from('Secondary Attributes', 'Toughness = Strong (though never below 10)'),
  painFormula: from('Secondary Attributes', 'Pain Threshold = Strong/2 (rounded up)'),
  defenseFormula: from('Secondary Attributes', 'Defense = [Quick – Armor’s Impeding value]'),
  corruptionFormula: from('Secondary Attributes', 'Corruption Threshold = Resolute/2 (rounded up)'),
  toughness: from(
    'Toughness',
    'The character’s Toughness is equal to his or her value in the Strong Attribute. However, it can never be lower than 10.',
  ),
  pain: from(
    'Pain Threshold',
    'A character’s Pain Threshold is half of its Strong value, rounded up. The actual Strong value is used to calculate this figure, even if it is lower than 10.',
  ),
  defense: from(
    'Defense',
    'The character’s Defense is usually based on Quick, then modified by such things as armor qualities and whether or not the character carries a shield.',
  ),
  // What passing the Pain Threshold brings ("Pain Threshold"): the player chooses one of the two.
  painExceeded: from(
    'Pain Threshold',
    'When a creature suffers damage that exceeds its Pain Threshold, from a single attack and after Armor has been subtracted from the damage value, one of the following things happens.',
  ),
  painPlayerDecides: from(
    'Pain Threshold',
    'Note that it is the player who decides between the two, both for the character when it suffers the damage, as well as the enemy if it is the character that inflicts the pain.',
  ),
  painKnockedDown: from(
    'Pain Threshold',
    'The affected creature is knocked down and has to get up (see Special Actions).',
  ),
  painFreeAttack: from(
    'Pain Threshold',
    'The one who deals the damage is allowed to perform an immediate Free Attack against the affected creature.',
  ),
  standUp: from(
    'Stand Up',
    'If the character makes a successful test against Quick it only takes a Movement Action for the character to get back on its feet.',
  ),
  standUpFails: from(
    'Stand Up',
    'Otherwise, it takes an entire turn, meaning that the character cannot perform a Combat Action while getting up.',
  ),
  // The tests the book writes as [tested←against] ("Combat Action", "Defense", "Surprise"), and what they bring.
  attackTest: from('Combat Action', 'The attack is made with [Accurate←Defense].'),
  attackOtherAttributes: from(
    'Combat Action',
    'Note that some abilities can allow you to attack using other Attributes besides Accurate, and calculate Defense using something else than Quick.',
  ),
  defenseTest: from('Defense', 'When a character is attacked, defense is tested as [Defense←Accurate].'),
  defenseAvoids: from(
    'Defense',
    'If the test is successful the character has avoided the attack by either parrying or dodging it.',
  ),
  defenseFails: from(
    'Defense',
    'If this test fails, the attack hits and deals damage if the weapon’s damage value is higher than the outcome of the roll for the character’s Armor.',
  ),
  surpriseTest: from('Surprise', 'It usually requires a successful [Discreet←Vigilant] test to surprise someone.'),
  surpriseGroup: from(
    'Surprise',
    'If a group tries to surprise another group, instead of individual against individual, use the attackers’ lowest Discreet modified by the defenders’ highest Vigilant.',
  ),
  surpriseFreeAttack: from(
    'Surprise',
    'He or she who surprises an enemy is allowed to make one Free Attack against said enemy at the start of the turn.',
  ),
  flanking: from('Flanking', 'If two persons flank an enemy, both of them gain an Advantage against the target.'),
  advantageProne: from('Advantage', 'All melee attacks against an enemy lying down.'),
  advantageHigher: from(
    'Advantage',
    'All attacks against enemies standing on lower ground than the attacker, such as attacking down from a wall against enemies climbing a ladder.',
  ),
  shield: from('Shield', 'Anyone can defend themselves with a shield, providing +1 to Defense.'),
  buckler: from(
    'Shield',
    'The buckler is an exception to this, allowing the use of both hands, as well as giving the user +1 to Defense.',
  ),
  // The success test's odds ("Success Test", "Advantage", "Blind Fighting").
  successTestDie: from('Success Test', 'A success test is performed by rolling a 20-sided die, called a D20.'),
  difficulty: from(
    'Success Test',
    'In this case the Game Master determines the modification, typically from +5 (very easy) to −5 (very hard).',
  ),
  advantage: from(
    'Advantage',
    'If your character has the Advantage in a combat situation, it receives a +2 modification to the relevant Attribute when making a Success test, and its attacks deal 1D4 extra damage.',
  ),
  blindFighting: from(
    'Blind Fighting',
    'if the character is affected, the player rolls twice and picks the worst result; if only the enemy is affected the player rolls twice and picks the best result.',
  ),
  modifierFormula: from('Success Test', 'determined with the formula [10 –the enemy’s attribute value]'),
  turnOrder: from('Turn Order', 'The character with the highest Quick can choose to either act first or to wait.'),
  turnOrderTie: from('Turn Order', 'If two persons have the same Quick value, then compare Vigilant.'),
  turnOrderRoll: from('Turn Order', 'If they still share the same value, roll 1D20: the highest outcome goes first.'),
  turnOrderWait: from(
    'Turn Order',
    'You may choose to place your Initiative later in the turn order, but once the order is established it cannot be changed.',
  ),
  damage: from(
    'Damage & Healing',
    'Damage lowers the victim’s Toughness and a creature dies when its Toughness reaches zero – unless it is a player character, in which case he or she is regarded as being dying instead.',
  ),
  dying: from('Dying Characters', 'When a character reaches 0 Toughness it collapses and is considered to be dying.'),
  deathTest: from(
    'Dying Characters',
    'This test is repeated until someone else either stabilizes the dying character with an herbal cure, the Medicus ability or mystical healing – or until the player rolls a 1 and wakes up, or a 20 and dies.',
  ),
  deathTestEachTurn: from(
    'Dying Characters',
    'Each turn thereafter the player is forced to make a Death Test with 1D20 on the character’s Initiative.',
  ),
  deathTestSteady: from('Dying Characters', '2–10: The character remains at death’s threshold.'),
  cannotHelpItself: from('Dying Characters', 'At this point, it cannot help itself in any way.'),
  deathTestWakes: from(
    'Dying Characters',
    '1: The character’s damage looked much worse than it actually was; the character wakes up with 1D4 Toughness left.',
  ),
  deathTestStep: from(
    'Dying Characters',
    '11–19: The character is a step closer to death. The third time the roll has this outcome, the character dies.',
  ),
  deathTestDies: from('Dying Characters', '20: The character dies'),
  deadCharacters: from(
    'Dead Player Characters',
    'Dead player characters may not remain in the game, but the player who creates a new character may do so using all the Experience accumulated by the last character.',
  ),
  notFarBehind: from(
    'Dead Player Characters',
    'This way, the new character does not have to start too far behind the others.',
  ),
  firstAidDying: from(
    'Healing Wounds',
    'Performing first aid on a dying person requires the Medicus ability, an herbal cure or powers of healing.',
  ),
  naturalHealing: from('Healing Wounds', 'Natural healing happens at a rate of one (1) point of Toughness per day.'),
  herbalCure: from('Healing Wounds', 'Alchemical herbal cures heal one (1) point of Toughness immediately.'),
  medicus: from(
    'Healing Wounds',
    'The Medicus ability heals 1D4 Toughness, even more when combined with herbal cures.',
  ),
  recovery: from(
    'Healing Wounds',
    'Mystical powers, such as Lay on Hands, and the Recovery ability both heal Toughness; see their respective descriptions for details.',
  ),
  experienceReward: from(
    'Other Important Rules',
    'These improvements are made using Experience, which is a reward gained from partaking in and surviving adventures.',
  ),
  experienceAwarded: from(
    'Other Important Rules',
    'The Game Master awards the Experience, while the player uses it to improve his or her character.',
  ),
  afterAdventure: from(
    'Improving Your Character',
    'Experience is awarded by the Game Master after a completed adventure.',
  ),
  experienceTraded: from(
    'Improving Your Character',
    'Experience is traded in for higher levels in the character’s abilities, or used to purchase new ones.',
  ),
  abilityCosts: from(
    'Improving Your Character',
    'Purchasing a new ability at novice level costs 10 Experience, to increase from novice to the adept level costs 20 Experience and increasing from adept to master costs 30 Experience.',
  ),
  // The text points to a chapter it does not contain; where character creation is concerned, the book says only this.
  seeCharacterCreation: from('Improving Your Character', 'See Also Character Creation'),
} satisfies Record<string, BookSource>;

/** The rows of the modifier table after "Improving Your Character", by attribute value (5 to 15). */
export const SYMBAROUM_MODIFIER_ROWS: Readonly<Record<number, BookSource>> = {
  5: from('Improving Your Character', '5 | +5 |'),
  6: from('Improving Your Character', '6 | +4 |'),
  7: from('Improving Your Character', '7 | +3 |'),
  8: from('Improving Your Character', '8 | +2 |'),
  9: from('Improving Your Character', '9 | +1 |'),
  10: from('Improving Your Character', '10 | 0 |'),
  11: from('Improving Your Character', '11 | -1 |'),
  12: from('Improving Your Character', '12 | -2 |'),
  13: from('Improving Your Character', '13 | -3 |'),
  14: from('Improving Your Character', '14 | -4 |'),
  15: from('Improving Your Character', '15 | -5 |'),
};
