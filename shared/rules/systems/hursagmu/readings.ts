/**
 * The project's readings where the books are silent or ambiguous, as explanations give them: each said to be the
 * project's, with the other reading. docs/rules/hursagmu.md ("Readings chosen where the books are silent or
 * ambiguous") states the same, with the tests that pin them.
 */
export const HURSAGMU_READINGS = {
  startingPoints:
    'The project’s reading: the book leaves the number of character points to The Master, so the campaign sets it, 60 by default. Other reading: The Master gives each character its own number.',
  startLimit:
    'The project’s reading: The Master’s limit on beginning traits is the campaign’s, level 10 by default (or none), and a trait above it is a rule error at creation only; later raises may pass it. Other reading: no limit unless The Master names one.',
  leftoverPoints:
    'The project’s reading: character points left after creation are kept and carry into play as unspent experience, priced the same. Other reading: points not spent at creation are lost.',
  raise:
    'The project’s reading: a raise names the new level and costs cost(new) - cost(old), several levels at once if the player likes, never down. Other reading: each level is bought on its own (the same total, one entry a level).',
  giftByExperience:
    'The project’s reading: a gift bought with experience carries The Master’s approval as its reason, and Extra Limbs may be bought again to add limbs. Other reading: gifts are chosen at creation only.',
  intuition:
    'The project’s reading: Intuition costs 8, as every other sense gift of the book; the revised chapter gives no cost. Other reading: The Master prices it.',
  metrics:
    'The project’s reading: every character has 20 Stamina, Health and Sanity, as the book gives for human beings and similar species; The Master records a difference as damage or an override. Other reading: a non-human gets metrics of The Master’s own.',
  staminaMax:
    'The project’s reading: maximum Stamina = the lowest of 20, current Health and current Sanity; current Stamina = 20 - Stamina damage, no more than that maximum. Other reading: current Stamina keeps its own count and only its maximum drops.',
  zeroStamina:
    'The project’s reading: -10 is shown on every trait’s value while current Stamina is exactly 0. Other reading: the -10 also stands below zero, where the character is knocked out and rolls nothing.',
  recovery:
    'The project’s reading: recovery beyond the damage taken is refused, not clamped. Other reading: recovery stops at the metric’s full value and the rest is lost.',
  agileTraits:
    'The project’s reading: armor and a load of half the lift or more take from Acrobatics, Athletics (Athlete), Climbing and Stealth, the traits “Armor” names; at 100% of the lift they cannot be used. Other reading: every trait check “that require movement, agility, or quiet”, as The Master rules roll by roll.',
  encumbrance:
    'The project’s reading: below 50% of the lift a load has no effect; movement is halved or quartered after armor is taken from it, rounded down. Other reading: “inversely proportional” to the load from 10% of the lift on, as “Movement” says.',
  carried:
    'The project’s reading: every piece of equipment counts as carried (worn armor at 10 lb a point, a shield, weapons, foci, gear); coins weigh nothing, the book giving them no weight. Other reading: worn armor is left out of the load, its weight already being its penalty.',
  smallWeapon:
    'The project’s reading: the book’s price table is missing from the text, and a small weapon costs 100 cc, half a medium one as a medium one is half a large one. Other reading: The Master prices small weapons.',
  weaponPrice:
    'The project’s reading: the size’s price, x10 for every missile weapon (the crossbow’s “x10 for being a missile weapon”), x10 mechanical, and x10 for a weapon made only for war unless it is already mechanical; throwable adds no factor. Other reading: the missile factor is no price factor and the crossbow’s second x10 is its war factor (the same 40000 cc and 2000 cc for the examples, a bow of 200 cc).',
  warOnly:
    'The project’s reading: “made only for war” is the player’s tick in the weapon builder, never set from a weapon’s name, names being the player’s. Other reading: a builder that ticks it for any weapon named a sword or a crossbow.',
  strengthAdded:
    'The project’s reading: every weapon but a mechanical one adds the Strength level, thrown and missile weapons too. Other reading: only weapons swung in close combat add Strength.',
  revisedDamage:
    'The project’s reading: with the revised encounters a weapon is built by the book’s Weapons section, then 4 lighter, as the chapter’s lance (6 for the book’s 10) and pike (8 for 12) are; Strength and momentum are added as before. Other reading: the book’s damage in both chapters (the chapter’s own examples then come out 4 too high), or a ratio (no single ratio gives both 6 and 8).',
  missileReach:
    'The project’s reading: a missile weapon’s reach is 30 spaces per point of the book’s damage, in either chapter; the revised chapter changes how damage is counted, not how far leverage throws. Other reading: the reach from the revised damage.',
  armorRows:
    'The project’s reading: the unnamed 4-point row is mail (the note below the table speaks of mail and plate), and beyond 5 points each point doubles the price, up to 20 points. Other reading: the table stops at plate and heavier armor is The Master’s to price.',
  armorEndurance:
    'The project’s reading: the sheet shows endurance = Strength + armor, what “adds to the strength of the character when enduring damage”. Other reading: armor is taken from each blow’s damage.',
  shield:
    'The project’s reading: one shield at a time, +2 to Defense, weighing 10 lb (the book gives no weight; a medium weapon’s 5 lb twice over). Other reading: a shield weighs nothing the load counts.',
  focus:
    'The project’s reading: a focus has one length in feet: 8 levels at 2 ft, +2 per full doubling, -2 per halving below; power + negation must equal the levels; it weighs half its length, as the table’s wand, scepter and staff do, is immobile from 128 ft, and has no price (foci are contracted and inscribed). Other reading: length and width doubled separately, and a price The Master sets.',
  otherChapterNames:
    'The project’s reading: Athlete is Athletics and Rider is Riding, one trait under two names, so a level written under the other chapter’s name counts as the campaign’s trait, and is an error until a “trait-names” entry converts the character. Other reading: the two chapters’ traits are different traits and the other chapter’s is lost.',
  revisedTraits:
    'The project’s reading: with the revised encounters Mysticism is dropped and the Intuition gift senses sorcery; Athletics and Riding become Athlete and Rider. Other reading: Mysticism stays beside Intuition, and The Master prices Intuition.',
  ties: 'The project’s reading: in fighting a tie goes to the defender, so a hit is a roll strictly higher than the defense. Other reading: a tie is a meager success for the attacker (“Ties may mean equal success or a meager success for one of the opponents”).',
  revisedDefense:
    'The project’s reading: with the revised encounters Defense is a flat number to beat, 6 + the Defense trait’s value; surprised, a flat 6. Other reading: Defense still rolled (2d6 + Defense), with only a surprised target a flat 6.',
  fixedObject:
    'The project’s reading: a fixed object’s defense is a flat 4 with the revised encounters, and 0 rolled (2d6 + 0) in the book. Other reading: with the revised encounters, 4 as a Defense trait added to the flat 6 (10 to beat).',
  bookSurprised:
    'The project’s reading: in the book a surprised character defends with 0, rolled (2d6 + 0), as a resting one’s Defense is “reduced to zero”. Other reading: no roll at all, an automatic hit.',
  chances:
    'The project’s reading: the sheet shows the chance of an attacker at each of the book’s named levels (0, 2, 6, 10) to hit the character, normally and surprised, and the character’s chance to hit a fixed object at point-blank range with Fighting, Archery and Throwing, each counted exactly from 2d6. Other reading: no chances on the sheet, each fight rolled as it comes.',
  initiative:
    'The project’s reading: initiative is 2d6 + Quickness in either chapter; the revised “Initiative” keeps the roll but names no trait. Other reading: with the revised encounters, a trait The Master names.',
  charge:
    'The project’s reading: the sheet shows the momentum of one full move (movement ÷ 4, rounded down), the most a charge and an attack in one round can add. Other reading: the momentum of whatever distance was moved, shown only in play.',
  senses:
    'The project’s reading: every character has smell 1, hearing 5 and vision 10; the sense of sorcery at 1000 is Mysticism in the book while the campaign has the trait, and the Intuition gift with the revised encounters when the character has it. Other reading: the sense of sorcery only for a character with a level in Mysticism.',
  startingCoins:
    'The project’s reading: the book gives no starting money, so the campaign gives coins for starting equipment, 1000 cc (10 gc) by default, and what is not spent stays in the purse. Other reading: The Master hands out starting equipment without a purse.',
  revisedLadder:
    'The project’s reading: with the revised encounters a challenge level is a flat number for 2d6 + trait to beat, as the chapter’s surprised target is “a flat 6”; its 6 to 21 rolled on 2d6 would make even Trivial hard. Other reading: the level rolled against the actor like a trait (2d6 + level), as in the book.',
  challengeTies:
    'The project’s reading: the odds of a task show a tie apart from a higher roll, since “Ties may mean equal success or a meager success for one of the opponents, depending on the situation”, and The Master decides each. Other reading: a tie fails, as in fighting, and is counted with the lower rolls.',
} as const;
