import {
  HEIMR_ABILITY_ROWS as ABILITY_ROWS,
  HEIMR_ATTRIBUTE_ROWS as ATTRIBUTE_ROWS,
  HEIMR_BOOK as B,
  HEIMR_READINGS as R,
  heimr,
  type HeimrCreation,
} from '../../../shared/rules/systems/heimr';
import { explainHeimrAttributePoints } from '../../../shared/rules/systems/heimr/explain-attributes';
import { explanationAt, explanationsOf, numbered } from './game-helpers';

/**
 * Why each attribute and ability of a Heimr sheet is what it is, worked out by hand from the book's tables
 * (002_660a93111b0de833.txt: "Attribute progress": "New attribute value -2 -1 0 1 2 3 4 or more / Attribute
 * progress required 8 6 4 6 8 10 12"; "Experience points": a point of training costs 5, 5 + 5, then the costs of
 * the two heights before) and the project's defaults (the book's six attributes and six standard abilities; a
 * range of -2 to 3 and 2 attribute points).
 */

/** The explanations of a character of a campaign with these settings (the project's defaults where none). */
const explain = (
  creation: HeimrCreation,
  events: Record<string, unknown>[] = [],
  settings: Record<string, unknown> = {},
) => explanationsOf(heimr, { creation, events: numbered(events) }, settings);
const at = explanationAt;

const made = (attributes: Record<string, number>, training: HeimrCreation['training'] = {}): HeimrCreation => ({
  attributes,
  training,
});

const BOUNDS = ['settings.lowestAttribute', 'settings.highestAttribute', 'settings.attributePoints'];
const SIX = 'the campaign’s attributes, the book’s six';
const OWN_ATTRIBUTES =
  'the campaign’s own attributes (the project’s default is the book’s six; “Attributes” lets a game master choose others)';
const STANDARD = 'the campaign’s abilities, the book’s six standard abilities';
const OWN_ABILITIES =
  'the campaign’s own abilities (the project’s default is the book’s six standard abilities; the book asks the game master for ten to fifteen more)';
const DEFAULT_RANGE = 'the campaign’s range -2 to 3 (the project’s default; the book sets none)';
const DEFAULT_POINTS = '2 points (the project’s default; the book sets none)';

/** Ten points of training in play on Brawl, its consistency and potential in turn: 5 + 5 + 10 + 10 + … */
const tenBrawlPoints = [
  { type: 'award', points: 200 },
  ...Array.from({ length: 10 }, (_, i) => ({
    type: 'train',
    ability: 'brawl',
    aspect: i % 2 === 0 ? 'consistency' : 'potential',
  })),
];

describe('Heimr explains an attribute at creation against the campaign’s range and points', () => {
  it('counts both ends of the range and the points themselves as within', () => {
    // Strength 3 and Stamina -2 are the range's ends; 3 - 2 + 1 = 2 is the points exactly.
    const e = explain(made({ strength: 3, stamina: -2, dexterity: 1 }));
    expect(at(e, 'sheet.startValues.strength')).toMatchObject({
      value: 3,
      formula: `Strength 3 at creation (creation.attributes.strength, 0 where not chosen): within ${DEFAULT_RANGE}, the attributes adding up to 2, at most the ${DEFAULT_POINTS}`,
      sources: [B.sixAttributes],
      settings: BOUNDS,
      reading: R.creation,
    });
    expect(at(e, 'sheet.startValues.stamina').formula).toBe(
      `Stamina -2 at creation (creation.attributes.stamina, 0 where not chosen): within ${DEFAULT_RANGE}, the attributes adding up to 2, at most the ${DEFAULT_POINTS}`,
    );
    // An attribute not chosen counts 0.
    expect(at(e, 'sheet.startValues.empathy').formula).toBe(
      `Empathy 0 at creation (creation.attributes.empathy, 0 where not chosen): within ${DEFAULT_RANGE}, the attributes adding up to 2, at most the ${DEFAULT_POINTS}`,
    );
    // The value with no rise since: the same words, and the book's "not trained".
    expect(at(e, 'sheet.values.stamina')).toMatchObject({
      value: -2,
      formula: `Stamina = -2: Stamina -2 at creation (creation.attributes.stamina, 0 where not chosen): within ${DEFAULT_RANGE}, the attributes adding up to 2, at most the ${DEFAULT_POINTS}; no rise since`,
      sources: [B.sixAttributes, B.notTrained],
      settings: BOUNDS,
      reading: R.creation,
    });
    expect(at(e, 'sheet.attributes.2.value').formula).toBe(at(e, 'sheet.values.stamina').formula);
  });

  it('names a value past either end, or points past the campaign’s, as a rule error', () => {
    // Strength 4 is above 3; Stamina -3 below -2; they add up to 1, within the points.
    const outside = explain(made({ strength: 4, stamina: -3 }));
    expect(at(outside, 'sheet.startValues.strength').formula).toBe(
      `Strength 4 at creation (creation.attributes.strength, 0 where not chosen): outside ${DEFAULT_RANGE}, the attributes adding up to 1, at most the ${DEFAULT_POINTS}: a rule error, which the checker names`,
    );
    expect(at(outside, 'sheet.startValues.stamina').formula).toBe(
      `Stamina -3 at creation (creation.attributes.stamina, 0 where not chosen): outside ${DEFAULT_RANGE}, the attributes adding up to 1, at most the ${DEFAULT_POINTS}: a rule error, which the checker names`,
    );
    // Within the range, 2 + 1 = 3 is one point too many.
    const over = explain(made({ strength: 2, dexterity: 1 }));
    expect(at(over, 'sheet.startValues.dexterity').formula).toBe(
      `Dexterity 1 at creation (creation.attributes.dexterity, 0 where not chosen): within ${DEFAULT_RANGE}, the attributes adding up to 3, more than the ${DEFAULT_POINTS}: a rule error, which the checker names`,
    );
  });

  it('says a campaign’s own range and points are its house rule, with the project’s beside them', () => {
    const e = explain(made({ strength: 4 }), [], { lowestAttribute: -1, highestAttribute: 4, attributePoints: 5 });
    expect(at(e, 'sheet.startValues.strength').formula).toBe(
      'Strength 4 at creation (creation.attributes.strength, 0 where not chosen): within the campaign’s range -1 to 4 (this campaign’s house rule; the project’s default is -2 to 3, the book sets none), the attributes adding up to 4, at most the 5 points (this campaign’s house rule; the project’s default is 2, the book sets none)',
    );
  });
});

describe('Heimr explains an attribute’s rises and the progress the next one needs', () => {
  it('adds each rise by the table: from -2, 6 progress to -1 and 4 more to 0', () => {
    // Ten points of Brawl (on Strength) in play: the sixth lifts Strength -2 to -1 ("-1": 6), the tenth to 0 ("0": 4).
    const e = explain(made({ strength: -2, stamina: 1 }), tenBrawlPoints);
    expect(at(e, 'sheet.values.strength')).toMatchObject({
      value: 0,
      formula: `Strength = -2 at creation + 2 rises by attribute progress = 0; Strength -2 at creation (creation.attributes.strength, 0 where not chosen): within ${DEFAULT_RANGE}, the attributes adding up to -1, at most the ${DEFAULT_POINTS}; rose by 6 progress (to -1) + 4 progress (to 0)`,
      sources: [B.notTrained, B.progressRise, B.progressValues, B.progressRequired],
      settings: BOUNDS,
      reading: R.creation,
      entries: ['e7', 'e11'],
    });
    // Back to 0 at the rise, and 6 needed for 1.
    expect(at(e, 'sheet.progress.strength')).toMatchObject({
      value: 0,
      formula:
        'Strength’s attribute progress = 0 toward Strength 1: one for each point of training in play on an ability based on it (the player’s choice for an ability based on several), back to 0 at each rise',
      sources: [B.progressPerPoint, B.progressChoice, B.progressZero],
      settings: [],
      reading: R.creationProgress,
    });
    expect(at(e, 'sheet.attributes.0.progress').formula).toBe(at(e, 'sheet.progress.strength').formula);
    expect(at(e, 'sheet.attributes.0.needed')).toMatchObject({
      value: 6,
      formula: 'Progress Strength needs to rise to 1 = 6, as the table’s column 1',
      sources: [B.progressRise, B.progressValues, B.progressRequired],
      settings: [],
    });
    expect(at(e, 'sheet.attributes.0.needed').reading).toBeUndefined();
    // Six points lift Strength once, from -2 to -1: "1 rise".
    const once = explain(made({ strength: -2 }), tenBrawlPoints.slice(0, 7));
    expect(at(once, 'sheet.values.strength').formula).toMatch(
      /^Strength = -2 at creation \+ 1 rise by attribute progress = -1; .+; rose by 6 progress \(to -1\)$/,
    );
  });

  it('reads the table’s columns at each end: -2 is the last column, 4 the “4 or more” one', () => {
    const settings = { lowestAttribute: -3, attributePoints: 6 };
    // Stamina -3 needs the table's -2 column (8); Strength 3 needs 4's, "4 or more" (12); Dexterity 2 needs 3's (10).
    const e = explain(made({ stamina: -3, strength: 3, dexterity: 2 }), [], settings);
    expect(at(e, 'sheet.attributes.2.needed').formula).toBe(
      'Progress Stamina needs to rise to -2 = 8, as the table’s column -2',
    );
    expect(at(e, 'sheet.attributes.2.needed').reading).toBeUndefined();
    expect(at(e, 'sheet.attributes.0.needed').formula).toBe(
      'Progress Strength needs to rise to 4 = 12, as the table’s column “4 or more”',
    );
    expect(at(e, 'sheet.attributes.1.needed').formula).toBe(
      'Progress Dexterity needs to rise to 3 = 10, as the table’s column 3',
    );
    // Below the table: -4 rises to -3, a step of 2 past the table's 8.
    const low = explain(made({ stamina: -4, strength: 3 }), [], { lowestAttribute: -4, attributePoints: 6 });
    expect(at(low, 'sheet.attributes.2.needed')).toMatchObject({
      value: 10,
      formula: 'Progress Stamina needs to rise to -3 = 10, below the table’s -2 (8): 2 more for each step below',
      reading: R.progressBelowTable,
    });
  });
});

describe('Heimr explains the campaign’s list of attributes', () => {
  it('gives each of the book’s six its row of the book', () => {
    const e = explain(made({}));
    expect(at(e, 'sheet.attributes.1.id')).toMatchObject({
      value: 'dexterity',
      formula: `Dexterity’s id in ${SIX}: "dexterity"`,
      sources: [B.sixAttributes, ATTRIBUTE_ROWS.dexterity],
      settings: ['settings.attributes.1.id'],
    });
    expect(at(e, 'sheet.attributes.1.name').formula).toBe(`Dexterity, as named in ${SIX}`);
    expect(at(e, 'sheet.attributes.1.short').formula).toBe(`Dexterity’s short name in ${SIX}: dex`);
    expect(at(e, 'sheet.attributes.4.group')).toMatchObject({
      value: 'mental',
      formula: `Sociability is mental, as ${SIX} groups it`,
      sources: [B.sixAttributes, ATTRIBUTE_ROWS.sociability, B.groupPenalty],
      settings: ['settings.attributes.4.group'],
    });
    expect(at(e, 'sheet.campaign.attributes.4.group').formula).toBe(at(e, 'sheet.attributes.4.group').formula);
  });

  it('says a campaign’s own list is its own, and a renamed attribute is no longer the book’s row', () => {
    const attributes = [
      { id: 'strength', name: 'Might', short: 'mig', group: 'physical' },
      { id: 'luck', name: 'Luck', short: 'lck', group: 'mental' },
    ];
    const e = explain(made({ strength: 1, luck: 1 }), [], { attributes });
    // Strength is the book's id, but renamed: the campaign's own attribute, sourced from the book's words on those.
    expect(at(e, 'sheet.attributes.0.name')).toMatchObject({
      value: 'Might',
      formula: `Might, as named in ${OWN_ATTRIBUTES}`,
      sources: [B.ownAttributes, B.attributeTable],
      settings: ['settings.attributes.0.name'],
    });
    expect(at(e, 'sheet.attributes.1.id').formula).toBe(`Luck’s id in ${OWN_ATTRIBUTES}: "luck"`);
    expect(at(e, 'sheet.attributes.1.id').sources).toEqual([B.ownAttributes, B.attributeTable]);
    // The list is the campaign's own, but Strength kept as the book has it keeps its row.
    const kept = explain(made({ luck: 1 }), [], {
      attributes: [{ id: 'strength', name: 'Strength', short: 'str', group: 'physical' }, attributes[1]],
    });
    expect(at(kept, 'sheet.attributes.0.name')).toMatchObject({
      formula: `Strength, as named in ${OWN_ATTRIBUTES}`,
      sources: [B.sixAttributes, ATTRIBUTE_ROWS.strength],
    });
  });
});

describe('Heimr explains an ability as the campaign lists it', () => {
  it('gives a standard ability the book’s row and the project’s base consistency', () => {
    const e = explain(made({}));
    expect(at(e, 'sheet.abilities.2.id')).toMatchObject({
      value: 'survival',
      formula: `Survival’s id in ${STANDARD}: "survival"`,
      sources: [B.standardAbilities, ABILITY_ROWS.survival],
      settings: ['settings.abilities.2.id'],
    });
    expect(at(e, 'sheet.abilities.2.name').formula).toBe(`Survival, as named in ${STANDARD}`);
    expect(at(e, 'sheet.abilities.2.baseConsistency')).toMatchObject({
      value: 2,
      formula:
        'Survival’s base consistency = +2 (settings.abilities.2.baseConsistency): the project’s default for Survival; the book leaves it to the game master, from -2 to +3',
      sources: [B.baseConsistencyByGM, B.baseConsistencyRange],
      settings: ['settings.abilities.2.baseConsistency'],
      reading: R.baseConsistency,
    });
    // The project's standard abilities carry its own description.
    expect(at(e, 'sheet.abilities.0.description')).toMatchObject({
      formula: `Brawl in the campaign’s own words, from ${STANDARD}`,
      sources: [B.standardAbilities, ABILITY_ROWS.brawl],
      settings: ['settings.abilities.0.description'],
    });
    // The campaign's list names the attribute each is based on; the sheet's row names it by basedOn.
    expect(at(e, 'sheet.campaign.abilities.5.attributes.0')).toMatchObject({
      value: 'empathy',
      formula: `Insight is based on Empathy (id "empathy"), as ${STANDARD} gives it`,
      sources: [B.abilitiesTrained, B.standardAbilities, ABILITY_ROWS.insight],
      settings: ['settings.abilities.5.attributes.0'],
    });
    expect(e.has('sheet.abilities.5.attributes.0')).toBe(false);
    expect(at(e, 'sheet.abilities.5.basedOn.0')).toMatchObject({
      value: 'Empathy',
      formula: 'Insight is based on Empathy, as the campaign lists it',
      sources: [B.abilitiesTrained],
      settings: ['settings.abilities.5.attributes'],
    });
  });

  it('gives a campaign’s own ability the game master’s base consistency, and a changed standard one its house rule', () => {
    const abilities = [
      { id: 'brawl', name: 'Brawl', attributes: ['strength'], baseConsistency: -1 },
      { id: 'rowing', name: 'Rowing', attributes: ['strength', 'stamina'], baseConsistency: 3, description: 'Oars.' },
    ];
    const e = explain(made({}), [], { abilities });
    expect(at(e, 'sheet.abilities.0.baseConsistency')).toMatchObject({
      formula:
        'Brawl’s base consistency = -1 (settings.abilities.0.baseConsistency): this campaign’s house rule; the project’s default for Brawl is +1; the book leaves it to the game master, from -2 to +3',
      reading: R.baseConsistency,
    });
    const rowing = at(e, 'sheet.abilities.1.baseConsistency');
    expect(rowing.formula).toBe(
      'Rowing’s base consistency = +3 (settings.abilities.1.baseConsistency): the game master’s, for an ability of the campaign’s own; the book leaves it to the game master, from -2 to +3',
    );
    expect(rowing.reading).toBeUndefined();
    expect(at(e, 'sheet.abilities.1.id')).toMatchObject({
      formula: `Rowing’s id in ${OWN_ABILITIES}: "rowing"`,
      sources: [B.moreAbilities],
    });
    expect(at(e, 'sheet.abilities.1.description').formula).toBe(
      `Rowing in the campaign’s own words, from ${OWN_ABILITIES}`,
    );
    expect(e.has('sheet.abilities.0.description')).toBe(false);
  });

  it('says so when the campaign lists no abilities', () => {
    const e = explain(made({}), [], { abilities: [] });
    for (const path of ['sheet.abilities', 'sheet.campaign.abilities'])
      expect(at(e, path)).toMatchObject({
        formula: 'The campaign lists no abilities',
        sources: [B.moreAbilities],
        settings: ['settings.abilities'],
      });
    expect(explain(made({})).has('sheet.abilities')).toBe(false);
  });
});

describe('Heimr explains an ability’s values', () => {
  // Strength 1, Stamina 1; Brawl consistency 2 and potential 1 at creation (15 XP), one more potential in play (10).
  const creation = made({ strength: 1, stamina: 1 }, { brawl: { consistency: 2, potential: 1 } });
  const events = [{ type: 'train', ability: 'brawl', aspect: 'potential' }];

  it('adds the base values and the training, and prices the next point of each aspect', () => {
    const e = explain(creation, events);
    expect(at(e, 'sheet.abilities.0.trainedConsistency')).toMatchObject({
      value: 2,
      formula:
        'Trained consistency of Brawl = 2 bought at creation (creation.training.brawl.consistency) + 0 trained in play = 2',
      sources: [B.twoTrainings, B.xpSpent, B.trainingCost],
      reading: R.creationProgress,
    });
    expect(at(e, 'sheet.abilities.0.trainedPotential')).toMatchObject({
      value: 2,
      formula:
        'Trained potential of Brawl = 1 bought at creation (creation.training.brawl.potential) + 1 trained in play = 2',
      entries: ['e1'],
    });
    expect(at(e, 'sheet.abilities.0.consistency')).toMatchObject({
      value: 3,
      formula: 'Consistency of Brawl = base consistency +1 + trained consistency 2 = +3',
      sources: [B.consistencyFormula],
      settings: ['settings.abilities.0.baseConsistency'],
    });
    expect(at(e, 'sheet.abilities.0.basePotential')).toMatchObject({
      value: 1,
      formula: 'Brawl’s base potential = Strength 1 → 1',
      sources: [B.basePotentialOne, B.basePotentialFollows],
      settings: [],
    });
    expect(at(e, 'sheet.abilities.0.potential')).toMatchObject({
      value: 3,
      formula: 'Potential of Brawl = base potential +1 + trained potential 2 = +3',
      sources: [B.potentialFormula],
      settings: [],
    });
    expect(at(e, 'sheet.abilities.0.trained').formula).toBe(
      'Trained = any training: consistency 2 + potential 2 > 0 → yes',
    );
    expect(at(e, 'sheet.abilities.0.trained').sources).toEqual([B.writtenDown]);
    expect(at(e, 'sheet.abilities.1.trained').formula).toBe(
      'Trained = any training: consistency 0 + potential 0 = 0 → no',
    );
    // Consistency to height 3 (5 + 10 = 15), potential to height 3 too; Agility's first points cost 5.
    expect(at(e, 'sheet.abilities.0.nextCost.consistency')).toMatchObject({
      value: 15,
      formula: 'One more point of Brawl consistency, to height 3: the costs of the two heights before, 5 + 10 = 15 XP',
      sources: [B.trainingCost, B.trainingHeights, B.trainingCosts],
      reading: R.aspectHeights,
    });
    expect(at(e, 'sheet.abilities.0.nextCost.potential').formula).toBe(
      'One more point of Brawl potential, to height 3: the costs of the two heights before, 5 + 10 = 15 XP',
    );
    expect(at(e, 'sheet.abilities.1.nextCost.potential').formula).toBe(
      'One more point of Agility potential, to height 1: the first point costs 5 XP, as the table starts',
    );
  });

  it('tells the aspects apart, and the second point by the table', () => {
    // Consistency 1 and potential 0: the next consistency is the second point (5 + 5), the next potential the first.
    const e = explain(made({}, { survival: { consistency: 1, potential: 0 } }));
    expect(at(e, 'sheet.abilities.2.nextCost.consistency').formula).toBe(
      'One more point of Survival consistency, to height 2: the second point costs 5 + 5 = 10 XP, as the table gives it',
    );
    expect(at(e, 'sheet.abilities.2.nextCost.potential').formula).toBe(
      'One more point of Survival potential, to height 1: the first point costs 5 XP, as the table starts',
    );
  });

  it('says whether an ability is physical from its attributes’ groups', () => {
    const e = explain(made({}));
    expect(at(e, 'sheet.abilities.5.physical')).toMatchObject({
      value: false,
      formula:
        'Physical = any of its attributes is physical: Empathy (mental) → no; a physical roll must reach the fatigue before the potential is added',
      sources: [B.fatigue, B.groupPenalty],
      settings: ['settings.abilities.5.attributes'],
      reading: R.physicalAny,
    });
  });

  it('averages several attributes over those the campaign lists, and says so of one it does not', () => {
    const attributes = [
      { id: 'strength', name: 'Strength', short: 'str', group: 'physical' },
      { id: 'wits', name: 'Wits', short: 'wit', group: 'mental' },
    ];
    const abilities = [
      { id: 'feint', name: 'Feint', attributes: ['strength', 'wits', 'luck'], baseConsistency: 0 },
      { id: 'fortune', name: 'Fortune', attributes: ['luck'], baseConsistency: 0 },
    ];
    const e = explain(made({ strength: 2, wits: -1 }), [], { attributes, abilities });
    // (2 + -1) ÷ 2 = 0.5, down to 0: Luck is not the campaign's, so it counts for neither sum nor divisor.
    expect(at(e, 'sheet.abilities.0.basePotential')).toMatchObject({
      value: 0,
      formula: 'Feint’s base potential = (Strength 2 + Wits -1) ÷ 2, rounded down → 0',
      sources: [B.basePotentialSeveral, B.basePotentialFollows],
    });
    expect(at(e, 'sheet.abilities.0.physical').formula).toBe(
      'Physical = any of its attributes is physical: Strength (physical), Wits (mental), luck (not in this campaign) → yes; a physical roll must reach the fatigue before the potential is added',
    );
    expect(at(e, 'sheet.abilities.1.basePotential')).toMatchObject({
      value: 0,
      formula: 'Fortune’s base potential = 0: based on no attribute of this campaign',
      sources: [B.basePotentialOne],
      settings: [],
    });
    expect(at(e, 'sheet.abilities.1.basedOn')).toMatchObject({
      formula: 'Fortune is based on no attribute of this campaign',
      sources: [B.abilitiesTrained],
      settings: ['settings.abilities.1.attributes'],
    });
    expect(e.has('sheet.abilities.0.basedOn')).toBe(false);
    expect(at(e, 'sheet.campaign.abilities.1.attributes.0').formula).toBe(
      `Fortune is based on luck (id "luck"), as ${OWN_ABILITIES} gives it`,
    );
  });
});

describe('Heimr explains a change of attributes at creation that uses no points', () => {
  const defaults = heimr.parseSettings({}).settings;
  const RULE =
    'each step up of an attribute at creation uses one of the campaign’s attribute points, and each step down frees one';

  it('moves a point from one attribute to another while over the points, and refuses nothing', () => {
    // +2 and +1 add up to 3, one over the 2; moving a point leaves 3, neither more nor fewer.
    const e = explainHeimrAttributePoints(
      made({ strength: 2, dexterity: 1 }),
      made({ strength: 1, dexterity: 2 }),
      defaults,
    );
    expect(e).toEqual({
      formula: `Strength to +1 and Dexterity to +2: ${RULE}; Strength from +2 to +1 (creation.attributes.strength, 0 where not chosen), Dexterity from +1 to +2 (creation.attributes.dexterity, 0 where not chosen), within the campaign’s range -2 to +3 (the project’s default; the book sets none); the attributes would add up to +3, more than the +2 this campaign allows (the project’s default; the book sets none), from +3 now → uses no points`,
      settings: BOUNDS,
      sources: [B.otherDocuments, B.sixAttributes],
      reading: R.creation,
      amount: 0,
    });
  });

  it('says when nothing moves', () => {
    const e = explainHeimrAttributePoints(made({ strength: 1 }), made({ strength: 1 }), defaults);
    expect(e.formula).toBe(
      `No attribute changed: ${RULE}; no attribute moves; the attributes would add up to +1 of at most +2 (the project’s default; the book sets none), from +1 now → uses no points`,
    );
    expect(e.refused).toBeUndefined();
  });
});
