/**
 * The project's readings where the book is silent or ambiguous, as explanations give them: each said to be the
 * project's, with the other reading. docs/rules/heimr.md ("Readings chosen where the text is silent or ambiguous")
 * states the same, with the tests that pin them.
 */
export const HEIMR_READINGS = {
  creation:
    'The project’s reading: the book leaves character creation to other documents, so the campaign’s points and range stand in for them (by default the attributes add up to at most 2, each from -2 to 3, the progress table’s range less “4 or more”), and an attribute not chosen starts at 0. Other reading: the game master’s own creation rules, set as the campaign’s points and range.',
  startingExperience:
    'The project’s reading: the book gives no starting experience, so the campaign’s, 30 by default, trains abilities at creation. Other reading: a new character starts with none and trains every ability in play.',
  hitPointsWillpower:
    'The project’s reading: the book leaves hit points and willpower to the LARP documents, so each is the campaign’s, 3 by default. Other reading: the LARP documents’ values for the character, set by the game master as the campaign’s.',
  baseConsistency:
    'The project’s reading: the book leaves every base consistency to the game master; the standard abilities’ defaults (Brawl 1, Agility 1, Survival 2, Perception 1, Persuasion 0, Insight 0) follow the book’s own guide: 3 where little luck is involved, 0 where luck decides, -2 where the untrained are bad. Other reading: the game master’s own, set in the campaign’s list.',
  creationProgress:
    'The project’s reading: training bought at character creation gives no attribute progress: progress comes from training “during downtime”, and creation sets the attributes directly. Other reading: creation training counts toward progress too.',
  progressBelowTable:
    'The project’s reading: the book’s table starts at -2 (8); the project continues its steps of 2 away from 0 (-3 needs 10, -4 needs 12) up to the table’s highest, 12. Other reading: 8 for every value below -2.',
  physicalAny:
    'The project’s reading: an ability based on several attributes is physical (for fatigue) if any of its attributes is physical. Other reading: only if all are.',
  aspectHeights:
    'The project’s reading: consistency and potential each have their own height: the first point of potential costs 5 even with consistency 3 trained. Other reading: one height per ability.',
  belowTable:
    'The project’s reading: the book’s table ends at -5 with Mutilated and names nothing lower; below it the sheet stays Mutilated. Other reading: the character dies at once, which the book does not say.',
  chooseAttribute:
    'The project’s reading: training an ability based on several attributes without saying which gains the progress is refused with a finding asking the player to choose. Other reading: the first attribute gains it.',
  healing:
    'The project’s reading: “treatment” gives back a stated number of hit points, never more than were lost; the book leaves healing to the LARP documents. Other reading: treatment as the LARP documents’ skills give it, which this text does not contain.',
  remainder:
    'The project’s reading: the party award’s remainder is kept by the campaign and added to the next award before it is divided; after two versions of the campaign were merged, each award’s remainder that no later award shared out is added. Other reading: only the latest award’s remainder is carried.',
  fatigueRoll:
    'The project’s reading: “the result before adding potential” is the kept die with its bonus for extra 10s or penalty for extra 1s, which must reach the fatigue while the result with the potential must reach the CR; the sheet’s chances use the base fatigue, a rested character’s, for an ability on a physical attribute. Other reading: the kept die alone, before its bonus or penalty, must reach the fatigue.',
  fatigueDie:
    'The project’s reading: the D6 that raises fatigue is the d6 of the physical dice challenge itself (“Every dice challenge includes a roll with one D6”), so the same throw both must reach the fatigue and may raise it; only a physical dice challenge raises it. Other reading: a separate D6 thrown beside the challenge.',
  fatigueOutsideCombat:
    'The project’s reading: the limit of one rise a turn is the combat rule (“Fatigue during combat”), so in combat a rise waits for the start of the character’s next turn, and outside combat every physical roll may raise fatigue. Other reading: outside combat the game master counts turns too.',
  fatigueBreather:
    'The project’s reading: the breather of the combat actions lowers fatigue by two, never below base fatigue, and leaves it where it is at or below base; the breather outside combat (“the opportunity to take a breather”, a few seconds to half a minute) brings it back to base fatigue; during a chase it cannot be lowered. Other reading: a breather in combat also returns fatigue to base, two at a time until it does.',
  sceneFatigue:
    'The project’s reading: fatigue in a scene rises and falls many times a minute and returns to base fatigue within half a minute, so the sheet keeps it while the page is open and writes nothing to the character’s file; the ledger keeps the base fatigue. Other reading: each rise and breather recorded as an entry of the character’s ledger.',
  defencePenalty:
    'The project’s reading: the penalty counts the earlier uses of the same defence since the character’s last turn, as the book’s example counts them (a fourth dodge after three is at six, 2x3=6): the first dodge has none, the second −2, the third −4, the fourth −6. Other reading: a penalty of two from the first use on.',
  parryPenalty:
    'The project’s reading: the repeated-use penalty falls on dodging and blocking only, as “For dodging and blocking” says; a parry has none, but a character makes only one parry roll for each melee weapon between turns. Other reading: “Every type of defence has it’s own penalty” gives parrying a penalty of two for each use too.',
  dodgeAbility:
    'The project’s reading: “an agility check” is a roll of the campaign’s Agility ability (the standard ability with which “dodging is done”), with its consistency and potential; it is a physical roll, so it must reach the fatigue too, and a campaign without an Agility ability shows no dodge. Other reading: a dexterity check, at a consistency the game master chooses, with dexterity as the potential.',
  penaltyBelowZero:
    'The project’s reading: a consistency penalty may take the consistency below zero, and the dice are then read as for any negative consistency (the lowest die, less one for every extra 1), so a dodge at consistency +1 is rolled at −1 the second time. Other reading: a penalty stops at a consistency of zero.',
  willpowerRegained:
    'The project’s reading: the book says how willpower is spent (a re-roll of a failed CR costs one, a Drain loses one) but leaves how it comes back to the LARP documents, which it does not contain; a short rest restores hit points and rested skills, not willpower. So willpower regained is the game master’s call, recorded as an entry, never above the character’s willpower. Other reading: willpower comes back as the LARP documents say (for example with rest), which the game master records the same way.',
  willpowerFloor:
    'The project’s reading: willpower cannot be spent below 0, so a re-roll or a Drain with no willpower left is refused. Other reading: a Drain at 0 willpower has some further effect the LARP documents give, which this text does not contain.',
  initiativeWillpower:
    'The project’s reading: “the number of willpower a character has” is the willpower left now, so willpower spent lowers initiative’s potential until it is regained. Other reading: the character’s full willpower, whatever has been spent.',
  reroll:
    'The project’s reading: a re-roll is a fresh roll of the same dice against the same CR, costing one willpower for each roll, so with n re-rolls the chance is 1 − (1 − p)^(n+1) where p is the chance of one roll; a roll that fails on the fatigue of a physical ability is a failed CR too. Other reading: only a CR with no consequence of failing (“Most CRs do not have these kind of consequences”) may be re-rolled, which the game master decides at the table.',
  initiativeTie:
    'The project’s reading: the book does not say who goes first when two rolled the same initiative and have the same willpower, so the players of the two decide between them, and until they do the order keeps the party’s list (by name). Other reading: the two roll initiative again.',
  armoury:
    'The project’s reading: the book leaves the medieval armoury module “Work in progress”, but its two tables are whole apart from the small and medium shields’ penalties (“TODO”), so a campaign uses it unless the game master switches it off (setting `armoury`); the two penalties are campaign settings, a stamina penalty of 0 until the game master sets them. Weapons and shields are chosen in the builder, in hand when play begins, and taken up and put down in play as entries of the ledger. Other reading: the module is left out until the book finishes it.',
  weaponBonus:
    'The project’s reading: a weapon’s “Bonus” (“P+2”) is added to the potential of the ability it is used with, for its attacks and for its parries, and a shield’s to the potential of a block; “-” is no bonus. Other reading: a weapon’s bonus counts for attacks only and a parry rolls the ability alone.',
  weaponAbility:
    'The project’s reading: the abilities the tables name (Dueling, Swordmanship, Archery and the others) are not among the standard abilities, so a weapon or shield is taken up with any ability of the campaign; the form offers the ones the table names first, where the campaign has an ability of that name. Other reading: only the table’s abilities may be used, which a campaign without them could never do.',
  wieldingHands:
    'The project’s reading: a hand holds one weapon or shield, and a weapon “Two hands” holds both, so two two-handed weapons never go together; “Either hand” is the sword hand or the off hand, “One or two hands” either hand alone or both, “Sword hand” the sword hand only, and a shield (“off-hand”) the off hand only. What is put down leaves the hand free. Other reading: a character carries weapons not in hand too, which the sheet does not list.',
  parryMelee:
    'The project’s reading: only a melee weapon parries (“For every melee weapon you wield, you can make only one parry roll between turns”), so a bow, crossbow, throwing weapon or blowgun shows no parry. Other reading: any weapon in hand may parry.',
  shieldStamina:
    'The project’s reading: a shield’s stamina penalty (the tower shield’s “Sta -1”, “sta” being stamina’s short name, and the campaign’s penalty for the small and medium shields the book leaves “TODO”) lowers the campaign’s stamina while the shield is in hand, and the stamina is the attribute the campaign works base fatigue from (“4 – stamina = base fatigue”; stamina unless the game master chose another, as a campaign that folds stamina into “Physical” would). It counts that much lower in everything worked from it: the base fatigue, the base potential of every ability based on it, initiative’s consistency when initiative rolls it, and every chance that uses those; the attribute’s own value, which progress and the budget count, does not change, and putting the shield down restores them. Other reading: only an attribute with the id “stamina” is lowered, so a campaign that renamed or folded it feels no penalty; or the penalty lowers the attribute’s value itself.',
} as const;
