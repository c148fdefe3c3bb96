import {
  newSymbaroumCharacter,
  SYMBAROUM_BOOK as B,
  symbaroum,
  type SymbaroumCreation,
  type SymbaroumPurchase,
  type SymbaroumSheet,
} from '../../../shared/rules/systems/symbaroum';
import { explainSymbaroumAttributePoints } from '../../../shared/rules/systems/symbaroum/explain-attributes';
import { ev, runner } from './game-helpers';

/**
 * What a player reads when a Symbaroum entry is refused, in the words the Advance page and the checker show, and the
 * price explained of the entries that cost no experience (damage, healing, death tests, armor), each with the book's
 * words ("Healing Wounds", "Dying Characters", "Dead Player Characters").
 */
const settings = symbaroum.defaultSettings();
const run = runner<SymbaroumCreation, SymbaroumSheet>(symbaroum);

/** A new character (every attribute 10, so Toughness 10; no armor) with Medicus at novice; then `events`. */
const fold = (events: Record<string, unknown>[] = []) =>
  run({ ...newSymbaroumCharacter(), abilities: { medicus: 'novice' } }, events);

/** The message of the one standing error an entry brings, on a character who has taken `before`. */
function refusal(entry: Record<string, unknown>, before: Record<string, unknown>[] = []): string {
  const errors = fold([...before, ev(entry)]).findings.filter((f) => f.severity === 'error');
  expect(errors).toHaveLength(1);
  return errors[0]!.message;
}

const HURT = { type: 'damage', amount: 4 };

describe('Symbaroum refuses a heal with a field its means does not take, or without the one it needs', () => {
  it.each([
    [{ means: 'natural', roll: 2 }, 'Natural healing needs no roll; remove it.'],
    [{ means: 'natural', amount: 2 }, 'Natural healing needs no amount; remove it.'],
    [{ means: 'natural' }, 'Natural healing heals 1 Toughness a day: say the days.'],
    [{ means: 'herbal', days: 2 }, 'An herbal cure needs no days; remove it.'],
    [{ means: 'herbal', roll: 2 }, 'An herbal cure needs no roll; remove it.'],
    [{ means: 'herbal', amount: 2 }, 'An herbal cure needs no amount; remove it.'],
    [{ means: 'medicus', days: 2 }, 'Medicus needs no days; remove it.'],
    [{ means: 'medicus', amount: 2 }, 'Medicus needs no amount; remove it.'],
    [{ means: 'medicus' }, 'Medicus heals 1D4 Toughness: say the roll of the 1D4.'],
    [{ means: 'other', days: 2 }, 'Healing by a power needs no days; remove it.'],
    [{ means: 'other', roll: 2 }, 'Healing by a power needs no roll; remove it.'],
    [{ means: 'other' }, 'Healing by a power: say the amount.'],
  ])('%o: “%s”', (heal, message) => {
    expect(refusal({ type: 'heal', ...heal }, [ev(HURT)])).toBe(message);
  });
});

describe('Symbaroum says why it refuses an entry, and what to do', () => {
  it('names an ability or armor the campaign does not list', () => {
    expect(refusal({ type: 'learn', ability: 'shadow-magic' })).toBe(
      'This campaign has no ability "shadow-magic"; choose one of its abilities, or ask the Game Master to add it.',
    );
    expect(refusal({ type: 'equip', armor: 'plate', shield: 'none' })).toBe(
      'This campaign has no armor "plate"; choose one of its armor, or none.',
    );
  });

  it('refuses a death test of a character who is not dying, and anything after death', () => {
    expect(refusal({ type: 'death-test', roll: 12 })).toBe(
      'Only a dying character (at 0 Toughness) makes death tests; record the damage first.',
    );
    // 10 damage takes the 10 Toughness; a death test of 20 kills.
    const dead = [ev({ type: 'damage', amount: 10 }), ev({ type: 'death-test', roll: 20 })];
    expect(refusal({ type: 'award', points: 5 }, dead)).toBe(
      'The character is dead. Start a new character with its experience, as "Dead Player Characters" allows.',
    );
  });
});

describe('Symbaroum explains the price of what costs no experience', () => {
  const explain = (purchase: Record<string, unknown>, before: Record<string, unknown>[] = []) =>
    symbaroum.explainCost(fold(before).sheet!, purchase as SymbaroumPurchase, settings);

  it('prices damage, a death test and a change of armor at nothing, each by the book’s words', () => {
    expect(explain({ type: 'damage', amount: 5 })).toMatchObject({
      formula: '5 damage: Toughness is lost, not experience → costs 0 experience',
      amount: 0,
      sources: [B.damage],
      settings: [],
    });
    const dying = [ev({ type: 'damage', amount: 10 })];
    expect(explain({ type: 'death-test', roll: 14 }, dying)).toMatchObject({
      formula: 'A death test of 14: no experience is spent → costs 0 experience',
      sources: [B.deathTest],
    });
    const armor = explain({ type: 'equip', armor: 'light', shield: 'shield' });
    expect(armor).toMatchObject({
      formula: 'Armor and shield changed: no experience is spent → costs 0 experience',
      sources: [B.defense],
      settings: ['settings.armor'],
    });
    expect(armor.reading).toMatch(/^The project’s reading: the book lists no armor/);
  });

  it('prices healing at nothing, and a dying character’s by who may stabilise it', () => {
    const hurt = explain({ type: 'heal', means: 'herbal' }, [ev(HURT)]);
    expect(hurt).toMatchObject({
      formula: 'Healing: Toughness comes back, no experience is spent → costs 0 experience',
      sources: [B.herbalCure],
    });
    expect(hurt.reading).toMatch(/^The project’s reading: Toughness stops at 0/);
    const dying = [ev({ type: 'damage', amount: 10 })];
    const stabilised = explain({ type: 'heal', means: 'medicus', roll: 3 }, dying);
    expect(stabilised).toMatchObject({
      formula: 'Healing of a dying character: Toughness comes back, no experience is spent → costs 0 experience',
      sources: [B.medicus, B.firstAidDying, B.deathTest],
    });
    expect(stabilised.reading).toMatch(
      /^The project’s reading: Toughness stops at 0.* The project’s reading: a dying character is stabilised/,
    );
    expect(explain({ type: 'heal', means: 'other', amount: 2 }, dying).sources[0]).toEqual(B.recovery);
  });

  it('names the book’s rule that refuses a death test of one not dying, and any entry after death', () => {
    const notDying = explain({ type: 'death-test', roll: 14 });
    expect(notDying.refused).toBe(
      'Only a dying character (at 0 Toughness) makes death tests; record the damage first.',
    );
    expect(notDying.sources).toEqual([B.deathTest, B.dying]);
    const dead = [ev({ type: 'damage', amount: 10 }), ev({ type: 'death-test', roll: 20 })];
    const afterDeath = explain({ type: 'learn', ability: 'medicus' }, dead);
    expect(afterDeath.sources).toEqual([B.experienceTraded, B.abilityCosts, B.deadCharacters]);
    expect(afterDeath.refused).toMatch(/^The character is dead\./);
    // An ability the campaign does not list is named as asked for.
    expect(explain({ type: 'learn', ability: 'shadow-magic' }).formula).toMatch(/^Learn "shadow-magic" at novice: /);
  });
});

describe('Symbaroum explains attribute changes at creation at the edges of the campaign’s points', () => {
  const defaults = symbaroum.parseSettings({}).settings;
  const creation = (changes: Record<string, number>): SymbaroumCreation => {
    const made = newSymbaroumCharacter();
    return { ...made, attributes: { ...made.attributes, ...changes } };
  };

  it('names no change as none, and two changes by both attributes', () => {
    const none = explainSymbaroumAttributePoints(creation({}), creation({}), defaults);
    expect(none.amount).toBe(0);
    expect(none.formula).toMatch(
      /^No attribute changed: .*; no attribute moves; the eight would add up to 80 of at most 80 /,
    );
    // Strong up one, Quick down one: the eight still add up to 80, exactly the points.
    const swap = explainSymbaroumAttributePoints(creation({}), creation({ quick: 9, strong: 11 }), defaults);
    expect(swap.formula).toMatch(/^Quick to 9 and Strong to 11: /);
    expect(swap.formula).toContain(
      'Quick from 10 to 9 (creation.attributes.quick), Strong from 10 to 11 (creation.attributes.strong), within',
    );
    expect(swap.refused).toBeUndefined();
  });

  it('lets a change that keeps a sum already over the points as it is, and refuses one that adds to it', () => {
    // 82 of 80 already: a swap keeps 82, which the points do not refuse; one more point is refused.
    const over = creation({ strong: 12 });
    const swap = explainSymbaroumAttributePoints(over, creation({ strong: 13, quick: 9 }), defaults);
    expect(swap.formula).toContain('the eight would add up to 82, more than the 80 this campaign gives');
    expect(swap.refused).toBeUndefined();
    const more = explainSymbaroumAttributePoints(over, creation({ strong: 13 }), defaults);
    expect(more.refused).toBe('The eight would add up to 83, 3 more than the 80 this campaign gives.');
  });
});
