/**
 * The project's readings where the book is silent or ambiguous, as explanations give them: each said to be the
 * project's, with the other reading. docs/rules/symbaroum.md ("Readings chosen") states the same, with the tests
 * that pin them.
 */
export const SYMBAROUM_READINGS = {
  creation:
    'The project’s reading: the book points to a “Character Creation” chapter it does not contain, so the campaign’s points and range stand in for it (by default 80 points over the eight attributes, each from 5 to 15, the range of the modifier table), and a new character’s attributes start at 10 each, raised or lowered from there. Other reading: the Game Master’s own creation rules, set as the campaign’s points and range.',
  startingExperience:
    'The project’s reading: the book gives no starting experience (its “Character Creation” chapter is not in the text), so the campaign’s, 50 by default, buys abilities at creation. Other reading: a new character starts with none and earns every ability in play.',
  modifierBeyondTable:
    'The project’s reading: outside the table’s 5 to 15 the modifier keeps to the formula, 10 less the value. Other reading: it stops at the table’s ends, +5 and -5.',
  toughnessFloor:
    'The project’s reading: Toughness stops at 0, healing counts up from 0, and a heal never gives more than the Toughness lost. Other reading: Toughness goes below 0, and healing first makes up what lies below.',
  deathStepsHealed:
    'The project’s reading: healing a dying character stabilises it and forgets its steps toward death. Other reading: the steps stay until the fight ends.',
  firstAid:
    'The project’s reading: a dying character is stabilised by someone else with an herbal cure, the Medicus ability or mystical healing (a healing power, recorded as “mystical healing or another power”), and natural healing of a dying character is refused, since first aid on a dying person requires one of the three; a Game Master may accept it with an override. Other reading: days of rest also stabilise a dying character.',
  painExceeds:
    'The project’s reading: the book says “exceeds”, so only damage above the Pain Threshold brings its choice, and damage equal to it does not; each damage entry is the damage of one attack after Armor. Other reading: damage that reaches the Pain Threshold brings it too.',
  dead: 'The project’s reading: a dead character takes no more entries, and the player starts a new character with its experience (“Dead Player Characters”); undo still removes the fatal test. Other reading: entries after death still count.',
  inherited:
    'The project’s reading: “all the Experience accumulated” is everything the dead character earned (its starting experience and every award), in place of the campaign’s starting experience. Other reading: only the experience it had not spent.',
  armor:
    'The project’s reading: the book lists no armor, so the campaign lists it with its Impeding value (by default light 2, medium 3, heavy 4, the project’s), a character wears one armor or none, and carries one of none, a shield or a buckler, each +1 to Defense. Other reading: a buckler beside a shield adds a second +1.',
  testEnds:
    'The project’s reading: the test succeeds on any face equal to or under the modified value, so a value of 20 or more always succeeds and one of 0 or less always fails; the book names no face that always succeeds or fails. Other reading: a 1 always succeeds and a 20 always fails.',
  turnOrderReroll:
    'The project’s reading: two whose 1D20s are equal too roll 1D20 again, and only a roll every one of them has made counts, so those an earlier roll told apart stay apart. Other reading: the Game Master decides between them.',
  surprised:
    'The project’s reading: the sheet gives the character’s own [Discreet←Vigilant] test, to surprise an enemy (for a group, the test of the attackers’ lowest Discreet against the defenders’ highest Vigilant); the text gives no test for being surprised, which the Game Master asks for. Other reading: since the player performs every test, a character an enemy tries to surprise tests [Vigilant←Discreet].',
  defenseAgainstAdvantage:
    'The project’s reading: the Defense test is given without an attacker’s Advantage, since the text gives the Advantage as +2 to the test of the one who has it and says nothing of the Defense test the player rolls against it. Other reading: an attacker’s Advantage takes 2 from the character’s Defense test.',
} as const;
