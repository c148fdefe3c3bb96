import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CharacterInput } from '../../../shared/rules/core';
import { HEIMR_BOOK, HEIMR_INJURY_ROWS, HEIMR_READINGS, heimr } from '../../../shared/rules/systems/heimr';
import { explanationAt, explanationsOf } from './game-helpers';

/**
 * Why each value of a Heimr sheet is what it is. The numbers and formulas are the book's ("Base fatigue", "Abilities",
 * "Potential of abilities", "Experience points", "Attribute progress", "Injuries"), worked out by hand for the
 * reference characters (test/fixtures/heimr/reference, whose expected files show the same arithmetic) and, where the
 * book gives one, with its own worked example.
 */
const reference = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/heimr/reference');
const campaign = JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as {
  settings: Record<string, unknown>;
};
const character = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterInput;

const explain = (input: CharacterInput, settings: unknown = campaign.settings) =>
  explanationsOf(heimr, input, settings);

const at = explanationAt;

/** A character of the reference campaign with these creation choices and entries. */
function made(
  attributes: Record<string, number>,
  events: Record<string, unknown>[] = [],
  training: Record<string, { consistency: number; potential: number }> = {},
): CharacterInput {
  return {
    formatVersion: 1,
    id: 'made',
    name: 'Made',
    system: 'heimr',
    createdAt: '2026-01-01',
    creation: { attributes, training },
    events: events.map((e, i) => ({ id: `e${i + 1}`, date: '2026-02-01', ...e })),
  } as CharacterInput;
}

const OWN_READING = /^The project’s reading: .+ Other reading: .+/;
const SEED = '002_660a93111b0de833.txt';

describe('Heimr explains its sheet', () => {
  // Bjorn: Strength 3, Stamina 3, Dexterity 0; Brawl consistency 3 and Survival consistency 1 bought at creation.
  const bjorn = () => explain(character('bjorn'));

  it('works out base fatigue as the book’s own examples: 4 – 3 = 1, and 1 for a stamina of 4, not 0', () => {
    const fatigue = at(bjorn(), 'sheet.baseFatigue');
    expect(fatigue.value).toBe(1);
    expect(fatigue.formula).toBe('Base fatigue = 4 - Stamina 3 = 1');
    expect(fatigue.sources).toContainEqual({
      seed: SEED,
      section: 'Base fatigue',
      quote: '4 – stamina = base fatigue',
    });
    expect(fatigue.settings).toEqual(['settings.fatigueAttribute']);
    // "So even if you have a stamina of 4, base fatigue is still 1, not 0."
    const settings = { ...campaign.settings, highestAttribute: 4, attributePoints: 4 };
    const strong = explain(made({ stamina: 4 }), settings);
    expect(at(strong, 'sheet.baseFatigue').value).toBe(1);
    expect(at(strong, 'sheet.baseFatigue').formula).toBe('Base fatigue = 4 - Stamina 4 = 0, less than 1, so 1');
    expect(at(strong, 'sheet.baseFatigue').sources).toContainEqual(HEIMR_BOOK.baseFatigueLeast);
  });

  it('adds training to the base values, averages several attributes rounded down, and prices the next point', () => {
    // Brawl (index 0): "Base consistency + trained consistency = consistency": 1 + 3 = 4.
    const consistency = at(bjorn(), 'sheet.abilities.0.consistency');
    expect(consistency.value).toBe(4);
    expect(consistency.formula).toBe('Consistency of Brawl = base consistency +1 + trained consistency 3 = +4');
    expect(consistency.sources).toEqual([
      { seed: SEED, section: 'Abilities', quote: 'Base consistency + trained consistency = consistency' },
    ]);
    expect(at(bjorn(), 'sheet.abilities.0.basePotential').formula).toBe('Brawl’s base potential = Strength 3 → 3');
    // The book's example: "with an attribute of 0 and 3, the average is 1.5, rounded down, so the base potential
    // becomes 1"; Sailing (index 6) is Dexterity 0 and Stamina 3.
    const sailing = at(bjorn(), 'sheet.abilities.6.basePotential');
    expect(sailing.value).toBe(1);
    expect(sailing.formula).toBe('Sailing’s base potential = (Dexterity 0 + Stamina 3) ÷ 2, rounded down → 1');
    expect(sailing.sources).toContainEqual(HEIMR_BOOK.basePotentialSeveral);
    // The fourth point of Brawl consistency: the table's "25 (10+15)".
    const next = at(bjorn(), 'sheet.abilities.0.nextCost.consistency');
    expect(next.value).toBe(25);
    expect(next.formula).toBe(
      'One more point of Brawl consistency, to height 4: the costs of the two heights before, 10 + 15 = 25 XP',
    );
    expect(next.sources).toContainEqual(HEIMR_BOOK.trainingCosts);
    expect(next.reading).toBe(HEIMR_READINGS.aspectHeights);
    // The first point of potential costs 5 whatever the consistency: the table starts at 5.
    expect(at(bjorn(), 'sheet.abilities.0.nextCost.potential').value).toBe(5);
  });

  it('explains experience by the table’s prices: at creation by total cost, in play point by point', () => {
    // Brawl consistency 3 totals 30 ("Total cost 5 15 30"), Survival consistency 1 is 5.
    const atCreation = at(bjorn(), 'sheet.experience.atCreation');
    expect(atCreation.value).toBe(35);
    expect(atCreation.formula).toMatch(
      /^Experience spent on training at creation = Brawl consistency 3 \(30\) \+ Survival consistency 1 \(5\) = 35 /,
    );
    expect(atCreation.sources).toContainEqual(HEIMR_BOOK.trainingTotals);
    // Torvald in play: Brawl consistency from 1 to 2 (10), Survival potential from 0 to 1 (5).
    const torvald = explain(character('torvald'));
    const spent = at(torvald, 'sheet.experience.spent');
    expect(spent.value).toBe(15);
    expect(spent.formula).toMatch(/= Brawl consistency to 2 \(10\) \+ Survival potential to 1 \(5\) = 15:/);
    expect(spent.entries).toEqual(['e6', 'e7']);
    expect(at(torvald, 'sheet.totals.unspent').formula).toBe('Experience unspent = earned 42 - spent 40 = 2');
    expect(at(torvald, 'sheet.training.brawl.consistency').formula).toMatch(
      /^Trained consistency of Brawl = 1 bought at creation \(creation\.training\.brawl\.consistency\) \+ 1 trained in play = 2/,
    );
    // Sigrun's Herbalism potential 3 (15) was accepted by the game master beyond her experience; it still counts.
    const sigrun = explain(character('sigrun'));
    expect(at(sigrun, 'sheet.experience.spent').formula).toMatch(/Herbalism potential to 3 \(15\) = 20:/);
  });

  it('names the entries that moved a value, and no entry that was refused', () => {
    // Ragna: Empathy -1 gains one progress for each of four points of Insight (e2 to e5), and at 4 ("New attribute
    // value 0": 4) rises to 0, its progress back to 0.
    const ragna = explain(character('ragna'));
    const empathy = at(ragna, 'sheet.values.empathy');
    expect(empathy.value).toBe(0);
    expect(empathy.entries).toEqual(['e5']);
    expect(empathy.formula).toMatch(
      /^Empathy = -1 at creation \+ 1 rise by attribute progress = 0; .+ rose by 4 progress \(to 0\)$/,
    );
    expect(empathy.sources).toContainEqual(HEIMR_BOOK.progressRequired);
    expect(at(ragna, 'sheet.progress.empathy').entries).toEqual(['e2', 'e3', 'e4', 'e5']);
    // Empathy 0 needs 6 to rise to 1.
    expect(at(ragna, 'sheet.attributes.5.needed').formula).toBe(
      'Progress Empathy needs to rise to 1 = 6, as the table’s column 1',
    );
    // Hild: Sailing trained without naming an attribute (e2) is refused; with Dexterity (e3) it counts.
    const hild = explain(character('hild'));
    expect(at(hild, 'sheet.abilities.6.trainedConsistency').entries).toEqual(['e3']);
    // Hild loses 4 of 3 hit points (e5, Bloodied at -1); the rest (e6) and healing 5 (e7) are refused; healing 2 (e8).
    expect(at(hild, 'sheet.damage').entries).toEqual(['e5', 'e8']);
    expect(at(hild, 'sheet.health.injury').entries).toEqual(['e5', 'e8']);
    expect(at(hild, 'sheet.health.current').formula).toBe(
      'Hit points now = 3 - 2 hit points lost and not given back = 1',
    );
    expect(at(hild, 'sheet.damage').reading).toBe(HEIMR_READINGS.healing);
  });

  it('names the injury by the table’s row, and below the table says the reading', () => {
    const mangled = explain(made({}, [{ type: 'damage', amount: 5 }]));
    const injury = at(mangled, 'sheet.health.injury');
    expect(injury.value).toBe('mangled');
    expect(injury.formula).toBe('Mangled: -2 hit points, as the table’s row');
    expect(injury.sources).toContainEqual(HEIMR_INJURY_ROWS.mangled);
    expect(injury.reading).toBeUndefined();
    const beyond = at(explain(made({}, [{ type: 'damage', amount: 10 }])), 'sheet.health.injury');
    expect(beyond.value).toBe('mutilated');
    expect(beyond.formula).toBe('Mutilated: -7 hit points, below the table’s -5');
    expect(beyond.reading).toBe(HEIMR_READINGS.belowTable);
  });

  it('gives the project’s readings, with the other reading, where the book is silent', () => {
    // Intimidation (index 7): Strength (physical) and Sociability (mental).
    const physical = at(bjorn(), 'sheet.abilities.7.physical');
    expect(physical.value).toBe(true);
    expect(physical.formula).toMatch(
      /^Physical = any of its attributes is physical: Strength \(physical\), Sociability \(mental\) → yes/,
    );
    expect(physical.reading).toMatch(/^The project’s reading: .+ if any .+ Other reading: only if all are\.$/);
    // Below -2 the table gives nothing: the project continues its steps of 2, so -3 needs 10.
    const low = explain(made({ strength: -4, dexterity: 3 }), { ...campaign.settings, lowestAttribute: -4 });
    const needed = at(low, 'sheet.attributes.0.needed');
    expect(needed.value).toBe(10);
    expect(needed.reading).toBe(HEIMR_READINGS.progressBelowTable);
    expect(at(bjorn(), 'sheet.attributes.0.needed').reading).toBeUndefined();
    for (const reading of Object.values(HEIMR_READINGS)) expect(reading).toMatch(OWN_READING);
    // A value chosen at creation names its place and the settings that bound it, and the creation it breaks.
    const strength = at(bjorn(), 'sheet.startValues.strength');
    expect(strength.formula).toMatch(
      /^Strength 3 at creation \(creation\.attributes\.strength, 0 where not chosen\): within the campaign’s range -2 to 3 .+ the attributes adding up to 6, more than the 2 points .+: a rule error, which the checker names$/,
    );
    expect(strength.settings).toEqual([
      'settings.lowestAttribute',
      'settings.highestAttribute',
      'settings.attributePoints',
    ]);
    expect(strength.reading).toBe(HEIMR_READINGS.creation);
  });

  it('says a campaign’s setting is a house rule, with the project’s default beside it', () => {
    const hitPoints = at(bjorn(), 'sheet.health.max');
    expect(hitPoints.formula).toBe(
      'Hit points at full health = 3 (settings.hitPoints; the project’s default; the book leaves hit points to the LARP documents)',
    );
    expect(hitPoints.reading).toBe(HEIMR_READINGS.hitPointsWillpower);
    const abilities = (campaign.settings.abilities as { id: string; baseConsistency: number }[]).map((a) =>
      a.id === 'brawl' ? { ...a, baseConsistency: 3 } : a,
    );
    const house = explain(character('bjorn'), { ...campaign.settings, hitPoints: 5, willpower: 2, abilities });
    expect(at(house, 'sheet.health.max').formula).toBe(
      'Hit points at full health = 5 (settings.hitPoints; this campaign’s house rule; the project’s default is 3, the book leaves hit points to the LARP documents)',
    );
    expect(at(house, 'sheet.initiative.potential').formula).toMatch(
      /^Initiative’s potential = willpower 2 \(settings\.willpower; this campaign’s house rule; the project’s default is 3,/,
    );
    expect(at(house, 'sheet.abilities.0.baseConsistency').formula).toBe(
      'Brawl’s base consistency = +3 (settings.abilities.0.baseConsistency): this campaign’s house rule; the project’s default for Brawl is +1; the book leaves it to the game master, from -2 to +3',
    );
    expect(at(bjorn(), 'sheet.abilities.0.baseConsistency').formula).toMatch(/: the project’s default for Brawl;/);
    expect(at(house, 'sheet.abilities.0.consistency').value).toBe(6);
  });
});
