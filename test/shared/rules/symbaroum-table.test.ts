import fc from 'fast-check';
import {
  explainStandUpChance,
  painThresholdWords,
  standUpChance,
  symbaroum,
  SYMBAROUM_BOOK as B,
  type SymbaroumCreation,
  type SymbaroumSheet,
} from '../../../shared/rules/systems/symbaroum';
import { creationArb } from './symbaroum-arbitraries';
import { errorCodes, ev, runner } from './game-helpers';

const run = runner<SymbaroumCreation, SymbaroumSheet>(symbaroum);

/** Strong 10: Toughness 10 and Pain Threshold 5 ("Secondary Attributes"); Quick 12. Eighty points in all. */
function guard(strong = 10, quick = 12): SymbaroumCreation {
  return {
    attributes: {
      accurate: 12,
      cunning: 8,
      discreet: 9,
      persuasive: 9,
      quick,
      resolute: 10,
      strong,
      vigilant: 10,
    },
    abilities: {},
    armor: null,
    shield: 'none',
  };
}

// "Healing Wounds": "Performing first aid on a dying person requires the Medicus ability, an herbal cure or powers of
// healing." The refusal begins with the book's sentence and says what to record instead.
const REFUSAL =
  'Performing first aid on a dying person requires the Medicus ability, an herbal cure or powers of healing. Days of rest do not stabilise a dying character: record an herbal cure, Medicus or mystical healing given by someone else, or the next death test.';

/** 12 damage on Toughness 10 stops at 0: dying; a death test of 13 (11 to 19) is one step of three toward death. */
const dying = () => [ev({ type: 'damage', amount: 12 }), ev({ type: 'death-test', roll: 13 })];

const settings = symbaroum.defaultSettings();
const toughnessNow = (s: SymbaroumSheet) => symbaroum.sheetOf(s).toughness.current;

describe('Symbaroum: who may stabilise a dying character', () => {
  it('refuses natural healing of a dying character with the book’s sentence, and keeps it dying', () => {
    const r = run(guard(), [...dying(), ev({ type: 'heal', means: 'natural', days: 3 })]);
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      ['symbaroum.heal.dying-needs-first-aid', 'events.2.means', REFUSAL],
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, true, false]);
    expect([r.sheet!.toughness.current, r.sheet!.dying, r.sheet!.deathSteps]).toEqual([0, true, 1]);
  });

  it('stabilises a dying character by an herbal cure 1, the Medicus 1D4 or mystical healing’s amount', () => {
    // "This test is repeated until someone else either stabilizes the dying character with an herbal cure, the
    // Medicus ability or mystical healing": each heals from 0 and forgets the step toward death.
    const herbal = run(guard(), [...dying(), ev({ type: 'heal', means: 'herbal' })]);
    const medicus = run(guard(), [...dying(), ev({ type: 'heal', means: 'medicus', roll: 3 })]);
    const mystical = run(guard(), [...dying(), ev({ type: 'heal', means: 'other', amount: 4 })]);
    for (const r of [herbal, medicus, mystical]) {
      expect(r.findings).toEqual([]);
      expect([r.sheet!.dying, r.sheet!.deathSteps]).toEqual([false, 0]);
    }
    expect([herbal, medicus, mystical].map((r) => r.sheet!.toughness.current)).toEqual([1, 3, 4]);
  });

  it('for any character at 0 Toughness, refuses only days of rest, and any first aid stabilises it', () => {
    fc.assert(
      fc.property(
        creationArb,
        fc.integer({ min: 0, max: 20 }),
        fc.oneof(
          fc.record({ means: fc.constant('natural'), days: fc.integer({ min: 1, max: 30 }) }),
          fc.record({ means: fc.constant('herbal') }),
          fc.record({ means: fc.constant('medicus'), roll: fc.integer({ min: 1, max: 4 }) }),
          fc.record({ means: fc.constant('other'), amount: fc.integer({ min: 1, max: 30 }) }),
        ),
        (creation, over, heal) => {
          // Toughness is Strong, never below 10: this much damage, and more, leaves 0.
          const toughness = Math.max(10, creation.attributes.strong!);
          const r = run(creation, [ev({ type: 'damage', amount: toughness + over }), ev({ type: 'heal', ...heal })]);
          const refused = r.findings.filter((f) => f.code === 'symbaroum.heal.dying-needs-first-aid');
          expect(refused.length).toBe(heal.means === 'natural' ? 1 : 0);
          expect(r.sheet!.dying).toBe(heal.means === 'natural');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('heals a character who is hurt but not dying by days of rest, one a day, as before', () => {
    const r = run(guard(), [ev({ type: 'damage', amount: 9 }), ev({ type: 'heal', means: 'natural', days: 3 })]);
    expect(r.findings).toEqual([]);
    // Toughness 10 less 9 is 1, and three days heal 3.
    expect(r.sheets!.slice(1).map(toughnessNow)).toEqual([1, 4]);
  });

  it('refuses days of rest again after a character healed once falls dying a second time', () => {
    const r = run(guard(), [
      ...dying(),
      ev({ type: 'heal', means: 'herbal' }),
      ev({ type: 'damage', amount: 1 }),
      ev({ type: 'heal', means: 'natural', days: 1 }),
    ]);
    expect(errorCodes(r.findings)).toEqual(['symbaroum.heal.dying-needs-first-aid']);
    expect(r.findings[0]!.path).toBe('events.4.means');
  });

  it('lets a Game Master accept days of rest for a dying character, as a ledger written before may hold them', () => {
    const r = run(guard(), [
      ...dying(),
      ev({ type: 'heal', means: 'natural', days: 3 }),
      ev({
        type: 'override',
        code: 'symbaroum.heal.dying-needs-first-aid',
        path: 'events.2.means',
        reason: 'Rested in the hut of a healer',
      }),
    ]);
    expect(errorCodes(r.findings)).toEqual([]);
    expect(r.findings.filter((f) => f.overridden).map((f) => [f.code, f.path])).toEqual([
      ['symbaroum.heal.dying-needs-first-aid', 'events.2.means'],
    ]);
    expect(r.legal).toBe(true);
    // Accepted, the three days heal 3 from 0 and the character is stable, as such a ledger always meant.
    expect([r.sheet!.toughness.current, r.sheet!.dying, r.sheet!.deathSteps]).toEqual([3, false, 0]);
  });

  it('explains the refusal by the book’s two sentences, at no experience', () => {
    const r = run(guard(), dying());
    const cost = symbaroum.explainCost(r.sheet!, { type: 'heal', means: 'natural', days: 2 }, settings);
    expect(cost.refused).toBe(REFUSAL);
    expect(cost.amount).toBe(0);
    expect(cost.sources).toEqual(expect.arrayContaining([B.firstAidDying, B.deathTest]));
    expect(B.firstAidDying).toEqual({
      seed: '001_747545f513491440.txt',
      section: 'Healing Wounds',
      quote:
        'Performing first aid on a dying person requires the Medicus ability, an herbal cure or powers of healing.',
    });
    const mystical = symbaroum.explainCost(r.sheet!, { type: 'heal', means: 'other', amount: 2 }, settings);
    expect(mystical.refused).toBeUndefined();
    // Mystical powers heal Toughness ("Healing Wounds"), and a dying character's healing quotes who may give it.
    expect(mystical.sources).toEqual([B.recovery, B.firstAidDying, B.deathTest]);
    expect(mystical.reading).toMatch(/a dying character is stabilised by someone else with an herbal cure/);
    const hurt = run(guard(), [ev({ type: 'damage', amount: 2 })]);
    const rest = symbaroum.explainCost(hurt.sheet!, { type: 'heal', means: 'natural', days: 2 }, settings);
    expect(rest.sources).toEqual([B.naturalHealing]);
    expect(rest.refused).toBeUndefined();
  });
});

describe('Symbaroum: damage that exceeds the Pain Threshold', () => {
  const CHOICE =
    'the character is knocked down and has to get up, or the one who dealt the damage makes an immediate Free Attack against it; the player chooses which';

  it('brings the book’s choice above the Pain Threshold, and nothing at it: “exceeds”, not “reaches”', () => {
    // Strong 15: Pain Threshold 15 ÷ 2 rounded up = 8.
    const r = run(guard(15), []);
    expect(r.sheet!.painThreshold).toBe(8);
    expect(painThresholdWords(8, 8)).toBeUndefined();
    expect(painThresholdWords(9, 8)).toBe(`9 damage exceeds the Pain Threshold of 8: ${CHOICE}.`);
    expect(painThresholdWords(1, 1)).toBeUndefined();
    expect(painThresholdWords(2, 1)).toBe(`2 damage exceeds the Pain Threshold of 1: ${CHOICE}.`);
  });

  it('for every Strong and every damage of one attack, exceeds exactly when twice the damage less 2 reaches Strong', () => {
    // Pain Threshold = Strong ÷ 2 rounded up; a whole damage d exceeds it when d − 1 ≥ Strong ÷ 2, that is when
    // 2d − 2 ≥ Strong. Strong 9 (threshold 5): 6 exceeds (10 ≥ 9), 5 does not (8 < 9).
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 15 }), fc.integer({ min: 1, max: 1000 }), (strong, damage) => {
        const sheet = run(guard(strong), []).sheet!;
        expect(painThresholdWords(damage, sheet.painThreshold) !== undefined).toBe(2 * damage - 2 >= strong);
      }),
      { numRuns: 300 },
    );
    for (let strong = 1; strong <= 30; strong++)
      for (let damage = 1; damage <= 40; damage++) {
        const threshold = Math.ceil(strong / 2);
        expect(painThresholdWords(damage, threshold) !== undefined).toBe(2 * damage - 2 >= strong);
      }
  });
});

describe('Symbaroum: standing up', () => {
  it('counts the Quick test of standing up as a D20 at or under the character’s own Quick', () => {
    // "If the character makes a successful test against Quick it only takes a Movement Action": Quick 12 is 12 of
    // the 20 faces, 5 is 5 of 20, 15 is 15 of 20.
    expect([12, 5, 15].map((q) => standUpChance(q).outcomes / standUpChance(q).of)).toEqual([0.6, 0.25, 0.75]);
    const why = explainStandUpChance(12);
    expect(why.formula).toBe(
      'D20 ≤ Quick 12 + 0 (difficulty 0) = 12: 12 faces at or under it, 12 of the 20 faces → 60%',
    );
    expect(why.chance).toBe(0.6);
    expect(why.sources.slice(0, 2)).toEqual([B.standUp, B.standUpFails]);
    expect(B.standUpFails.quote).toBe(
      'Otherwise, it takes an entire turn, meaning that the character cannot perform a Combat Action while getting up.',
    );
  });
});
