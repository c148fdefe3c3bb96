import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  availableGifts,
  availableTraits,
  BOOK_TRAIT_IDS,
  GIFTS,
  giftDescription,
  HursagmuSettings,
  REVISED_RENAMES,
  TRAITS,
  traitDescription,
} from '../../../shared/rules/systems/hursagmu';
import { section } from './hursagmu-seeds';

const seeds = join(resolve(import.meta.dirname, '../../..'), '../shared/seeds');
const book = readFileSync(join(seeds, '003_ec97e9f49afae471.txt'), 'utf8');
const revised = readFileSync(join(seeds, '004_103a540a1ecd82a2.txt'), 'utf8');
const headings = (text: string) => new Set(text.split('\n').map((line) => line.trim()));

describe('HURSAGMU trait and gift descriptions', () => {
  it('describes every trait and gift of the book and the revised chapter, and no campaign’s own', () => {
    const everything = HursagmuSettings.parse({});
    const revisedSettings = HursagmuSettings.parse({
      revisedEncounters: true,
      addedTraits: [{ id: 'seafaring', name: 'Seafaring' }],
      addedGifts: [{ id: 'wings', name: 'Wings', cost: 8 }],
    });
    for (const t of [...availableTraits(everything), ...availableTraits(revisedSettings)])
      expect(traitDescription(t.id) === undefined, t.id).toBe(t.campaign);
    for (const g of [...availableGifts(everything), ...availableGifts(revisedSettings)])
      expect(giftDescription(g.id) === undefined, g.id).toBe(g.campaign);
    expect(BOOK_TRAIT_IDS.every((id) => traitDescription(id) !== undefined)).toBe(true);
    expect(Object.values(REVISED_RENAMES).every((r) => traitDescription(r.id)?.revised)).toBe(true);
    expect(Object.keys(GIFTS).every((id) => giftDescription(id) !== undefined)).toBe(true);
  });

  it('sends Athlete, Rider and Intuition to the section of the revised chapter that names them', () => {
    // 004 "Movement": "an Athlete roll (on foot) or a Rider roll (mounted)"; 004 "Perception": "Intuition functions as
    // supernatural perception". The sheet shows "revised Encounters, “Movement”" for them.
    const described = [
      ['Athlete', traitDescription('athlete')],
      ['Rider', traitDescription('rider')],
      ['Intuition', giftDescription('intuition')],
    ] as const;
    for (const [name, d] of described) {
      expect([name, d!.revised]).toEqual([name, true]);
      expect(section(revised, d!.section), `${name} in 004 "${d!.section}"`).toContain(name);
    }
  });

  it('keeps each summary short, in a sentence of its own, and names a section the book has', () => {
    const bookHeadings = headings(book);
    const revisedHeadings = headings(revised);
    const all = [
      ...BOOK_TRAIT_IDS.map(traitDescription),
      ...Object.values(REVISED_RENAMES).map((r) => traitDescription(r.id)),
      ...[...Object.keys(GIFTS), 'intuition'].map(giftDescription),
    ];
    for (const d of all) {
      expect(d!.summary.length, d!.summary).toBeLessThanOrEqual(150);
      expect(d!.summary).toMatch(/^[A-Z].*\.$/);
      for (const part of d!.section.split(' > '))
        expect(
          (d!.revised ? revisedHeadings : bookHeadings).has(part),
          `${d!.section} in ${d!.revised ? '004' : '003'}`,
        ).toBe(true);
    }
  });

  it('says it in the project’s words: no summary repeats eight words running from the book', () => {
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z ]+/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
    const source = ` ${words(book + ' ' + revised).join(' ')} `;
    for (const id of [...BOOK_TRAIT_IDS, 'athlete', 'rider']) {
      const w = words(traitDescription(id)!.summary);
      for (let i = 0; i + 8 <= w.length; i++)
        expect(
          source.includes(` ${w.slice(i, i + 8).join(' ')} `),
          `${TRAITS[id as keyof typeof TRAITS] ?? id}: ${w.slice(i, i + 8).join(' ')}`,
        ).toBe(false);
    }
    for (const id of [...Object.keys(GIFTS), 'intuition']) {
      const w = words(giftDescription(id)!.summary);
      for (let i = 0; i + 8 <= w.length; i++)
        expect(source.includes(` ${w.slice(i, i + 8).join(' ')} `), `${id}: ${w.slice(i, i + 8).join(' ')}`).toBe(
          false,
        );
    }
  });
});
