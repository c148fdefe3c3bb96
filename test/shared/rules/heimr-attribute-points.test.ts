import fc from 'fast-check';
import { isStandingError } from '../../../shared/rules/core';
import {
  createHeimrState,
  HEIMR_BOOK,
  HEIMR_READINGS,
  heimr,
  type HeimrCreation,
} from '../../../shared/rules/systems/heimr';
import { explainHeimrAttributePoints } from '../../../shared/rules/systems/heimr/explain-attributes';
import { creationArb } from './heimr-arbitraries';

/**
 * Why a change of Heimr's attributes at creation uses or frees the campaign's attribute points the builder's button
 * says. The book leaves creation to other documents ("About this document"), so the points and range are the
 * campaign's: by default the attributes add up to at most 2, each from -2 to 3 (docs/rules/heimr.md), an attribute
 * not chosen being 0. Each figure below is added up by hand from those settings.
 */
const defaults = heimr.parseSettings({}).settings;
const withSettings = (changes: Record<string, unknown>) => heimr.parseSettings(changes).settings;
const creation = (attributes: Record<string, number>): HeimrCreation => ({ attributes, training: {} });
const BOUNDS = ['settings.lowestAttribute', 'settings.highestAttribute', 'settings.attributePoints'];

describe('Heimr explains the attribute points a change at creation uses or frees', () => {
  it('raises Dexterity from 0 to +1 beside Strength +1: the attributes add up to 2 of 2, 1 point used', () => {
    const e = explainHeimrAttributePoints(
      creation({ strength: 1 }),
      creation({ strength: 1, dexterity: 1 }),
      defaults,
      'Raise Dexterity to +1',
    );
    expect(e.amount).toBe(1);
    expect(e.formula).toBe(
      'Raise Dexterity to +1: each step up of an attribute at creation uses one of the campaign’s attribute points, and each step down frees one; Dexterity from 0 to +1 (creation.attributes.dexterity, 0 where not chosen), within the campaign’s range -2 to +3 (the project’s default; the book sets none); the attributes would add up to +2 of at most +2 (the project’s default; the book sets none), from +1 now → uses 1 point',
    );
    expect(e.settings).toEqual(BOUNDS);
    expect(e.sources).toEqual([HEIMR_BOOK.otherDocuments, HEIMR_BOOK.sixAttributes]);
    expect(e.reading).toBe(HEIMR_READINGS.creation);
    expect(e.refused).toBeUndefined();
  });

  it('lowers Empathy below 0 to free a point, and names a house rule’s points with the default beside them', () => {
    // Four points: Strength +3 and Stamina +1 add up to 4; Empathy 0 to -2 frees 2, leaving 2 of 4.
    const house = withSettings({ attributePoints: 4 });
    const e = explainHeimrAttributePoints(
      creation({ strength: 3, stamina: 1 }),
      creation({ strength: 3, stamina: 1, empathy: -2 }),
      house,
    );
    expect(e.amount).toBe(-2);
    expect(e.formula).toMatch(/^Empathy to -2: /);
    expect(e.formula).toContain('Empathy from 0 to -2 (creation.attributes.empathy, 0 where not chosen)');
    expect(e.formula).toContain(
      'the attributes would add up to +2 of at most +4 (this campaign’s house rule; the project’s default is +2, the book sets none), from +4 now → frees 2 points',
    );
    expect(e.formula.endsWith('→ frees 2 points')).toBe(true);
    expect(e.refused).toBeUndefined();
  });

  it('says why a rise past the points or out of the range is refused', () => {
    // Strength +2 already uses both default points: Dexterity +1 would make 3, one more than 2.
    const over = explainHeimrAttributePoints(
      creation({ strength: 2 }),
      creation({ strength: 2, dexterity: 1 }),
      defaults,
    );
    expect(over.amount).toBe(1);
    expect(over.formula).toContain(
      'the attributes would add up to +3, more than the +2 this campaign allows (the project’s default; the book sets none)',
    );
    expect(over.refused).toBe('The attributes would add up to +3, 1 more than the +2 this campaign allows.');
    // +4 is past the default range's +3, whatever the points.
    const high = explainHeimrAttributePoints(
      creation({ strength: 3, empathy: -2 }),
      creation({ strength: 4, empathy: -2 }),
      defaults,
    );
    expect(high.formula).toContain('outside the campaign’s range -2 to +3');
    expect(high.refused).toBe('Strength +4 is outside the campaign’s range, -2 to +3.');
  });

  it('lets a step down free a point even while the attributes are still over the points', () => {
    // +3 and +1 make 4 of 2 (a campaign whose points were lowered after creation); Dexterity to 0 makes 3, still over.
    const e = explainHeimrAttributePoints(
      creation({ strength: 3, dexterity: 1 }),
      creation({ strength: 3, dexterity: 0 }),
      defaults,
      'Lower Dexterity to 0',
    );
    expect(e.amount).toBe(-1);
    expect(e.formula).toContain('the attributes would add up to +3, more than the +2 this campaign allows');
    expect(e.formula.endsWith('from +4 now → frees 1 point')).toBe(true);
    expect(e.refused).toBeUndefined();
  });

  it('quotes the book’s words on a campaign’s own attributes when the campaign lists others', () => {
    const own = withSettings({
      attributes: [
        { id: 'might', name: 'Might', short: 'mig', group: 'physical' },
        { id: 'wits', name: 'Wits', short: 'wit', group: 'mental' },
      ],
      abilities: [],
      fatigueAttribute: 'might',
      initiativeAttribute: 'wits',
    });
    const e = explainHeimrAttributePoints(creation({}), creation({ wits: 1 }), own, 'Raise Wits to +1');
    expect(e.sources).toEqual([HEIMR_BOOK.otherDocuments, HEIMR_BOOK.ownAttributes]);
    expect(e.formula).toContain('Wits from 0 to +1');
  });

  it('uses the points creation counts for any two choices, and refuses what creation would newly refuse', () => {
    const sum = (c: HeimrCreation) =>
      Object.values(createHeimrState(c, defaults).sheet.values).reduce((total, v) => total + v, 0);
    const rangeOrPoints = /^heimr\.attribute\.(below-start|above-start|over-points)$/;
    const refusals = (c: HeimrCreation) =>
      createHeimrState(c, defaults)
        .findings.filter((f) => isStandingError(f) && rangeOrPoints.test(f.code))
        .map((f) => `${f.path}: ${f.message}`);
    fc.assert(
      fc.property(creationArb, creationArb, (current, next) => {
        const e = explainHeimrAttributePoints(current, next, defaults);
        const used = sum(next) - sum(current);
        expect(e.amount).toBe(used);
        const words = used > 0 ? `uses ${used} point` : used < 0 ? `frees ${-used} point` : 'uses no points';
        expect(e.formula).toContain(` → ${words}`);
        // Refused only where creation finds a range or points error the current choices do not have, of an attribute
        // moved or of the sum when it rises.
        const before = new Set(refusals(current));
        const added = refusals(next).filter((r) => !before.has(r));
        const moved = Object.keys({ ...current.attributes, ...next.attributes }).filter(
          (id) => (current.attributes[id] ?? 0) !== (next.attributes[id] ?? 0),
        );
        const newlyRefused = added.some(
          (r) =>
            moved.some((id) => r.startsWith(`creation.attributes.${id}:`)) ||
            (used > 0 && r.startsWith('creation.attributes:')),
        );
        if (e.refused !== undefined) expect(refusals(next).length).toBeGreaterThan(0);
        if (newlyRefused) expect(e.refused).toBeDefined();
      }),
    );
  });
});
