import { divideAward, evaluate } from '../../../shared/rules/core';
import {
  ATTRIBUTE_INFO,
  ATTRIBUTES,
  DEFAULT_ABILITIES,
  symbaroum,
  type SymbaroumCreation,
  type SymbaroumSheet,
} from '../../../shared/rules/systems/symbaroum';
import { seedText, wordsShared } from './book-sources';
import { errorCodes, ev, runner } from './game-helpers';

const run = runner<SymbaroumCreation, SymbaroumSheet>(symbaroum);
const book = seedText('001_747545f513491440.txt');

const TENS = {
  accurate: 10,
  cunning: 10,
  discreet: 10,
  persuasive: 10,
  quick: 10,
  resolute: 10,
  strong: 10,
  vigilant: 10,
};
const fighter = (change: (c: SymbaroumCreation) => void = () => {}): SymbaroumCreation => {
  const c: SymbaroumCreation = { attributes: { ...TENS }, abilities: {}, armor: null, shield: 'none' };
  change(c);
  return c;
};

describe('Symbaroum attributes in the book’s words', () => {
  it('names the enemy attribute that opposes each, as "Attributes" says, and describes each by words of its paragraph', () => {
    // Each paragraph of "Attributes" says which enemy's attribute usually opposes it ("opposed by an enemy’s Quick").
    // Each attribute's paragraph follows the line its name ends ("... opposed by an enemy’s Quick.Cunning").
    const lines = book.split('\n');
    for (const id of ATTRIBUTES) {
      const info = ATTRIBUTE_INFO[id];
      const paragraph = lines[lines.findIndex((line) => line.endsWith(`.${info.name}`) || line === info.name) + 1];
      expect(paragraph, info.name).toBeDefined();
      const opposed = /opposed by (?:either )?an enemy’s ([\w ]+)/.exec(paragraph!)?.[1]?.split(' or ') ?? [];
      const ours = info.opposedBy ? ATTRIBUTE_INFO[info.opposedBy].name : undefined;
      expect([info.name, ours === undefined ? opposed.length === 0 : opposed.includes(ours)]).toEqual([
        info.name,
        true,
      ]);
      // The project's summary shares a telling word with the book's paragraph.
      expect(wordsShared(info.about, paragraph!, 6).length > 0, info.about).toBe(true);
    }
  });
});

describe('Symbaroum abilities in the book’s words', () => {
  it('describes each ability a campaign starts with by words of the line of "Healing Wounds" that names it', () => {
    // "- The Medicus ability heals 1D4 Toughness, even more when combined with herbal cures." and "- Mystical powers,
    // such as Lay on Hands, and the Recovery ability both heal Toughness; …": the project's summary of each shares
    // its telling words with the book's line.
    expect(DEFAULT_ABILITIES.map((a) => a.id)).toEqual(['medicus', 'recovery']);
    for (const ability of DEFAULT_ABILITIES) {
      const line = book.split('\n').find((l) => l.startsWith('- ') && l.includes(`${ability.name} ability`));
      expect(line, ability.name).toBeDefined();
      expect([ability.name, wordsShared(ability.description, line!).length >= 2]).toEqual([ability.name, true]);
    }
  });
});

describe('Symbaroum experience budget and party awards', () => {
  it('itemises the budget: starting experience, each ability of creation, awards and abilities in play', () => {
    const r = run(
      fighter((c) => (c.abilities = { medicus: 'adept' })),
      [ev({ type: 'award', points: 15 }), ev({ type: 'learn', ability: 'recovery' })],
    );
    expect(r.budget!.items.map((i) => [i.label, i.amount])).toEqual([
      ['Starting experience', 50],
      ['Medicus (adept)', -30],
      ['Experience awarded', 15],
      ['Abilities in play', -10],
    ]);
    expect(run(fighter()).budget!.items.map((i) => i.label)).toEqual(['Starting experience']);
  });

  it('gives each character present the whole award, recorded as an award entry, counted in experience', () => {
    const awards = symbaroum.partyAwards!;
    expect(awards.name).toBe('Experience');
    expect(divideAward(awards.division, 7, ['a', 'b', 'c'], 0)).toEqual({ shares: { a: 7, b: 7, c: 7 }, remainder: 0 });
    expect(awards.share(7)).toEqual({ type: 'award', points: 7 });
    expect(symbaroum.currencies.map((c) => [c.id, c.name, c.format(3)])).toEqual([
      ['xp', 'Experience', '3 experience'],
    ]);
  });

  it('warns about an overspent ledger only while it is overspent, with the amount', () => {
    const over = run(fighter(), [
      ev({ type: 'learn', ability: 'medicus' }),
      ev({ type: 'learn', ability: 'medicus' }),
      ev({ type: 'learn', ability: 'medicus' }),
      ev({ type: 'override', code: 'symbaroum.xp.insufficient', path: 'events.2', reason: 'A gift' }),
    ]);
    // 10 + 20 + 30 = 60 of 50.
    expect(over.findings.find((f) => f.severity === 'warning')?.message).toBe(
      'The ledger has spent 10 experience more than earned, through abilities the Game Master accepted; later abilities need experience earned first.',
    );
    const even = run(fighter(), [
      ev({ type: 'learn', ability: 'medicus' }),
      ev({ type: 'learn', ability: 'medicus' }),
      ev({ type: 'award', points: 10 }),
      ev({ type: 'learn', ability: 'medicus' }),
    ]);
    expect(even.sheet!.totals.unspent).toBe(0);
    expect(even.findings).toEqual([]);
  });
});

describe('Symbaroum healing and the text sheet', () => {
  it('refuses a heal with a field its means does not use', () => {
    const hurt = ev({ type: 'damage', amount: 3 });
    const cases: [Record<string, unknown>, string][] = [
      [{ means: 'natural', days: 1, roll: 2 }, 'events.1.roll'],
      [{ means: 'natural', days: 1, amount: 2 }, 'events.1.amount'],
      [{ means: 'herbal', days: 1 }, 'events.1.days'],
      [{ means: 'herbal', roll: 1 }, 'events.1.roll'],
      [{ means: 'herbal', amount: 1 }, 'events.1.amount'],
      [{ means: 'medicus', roll: 2, days: 1 }, 'events.1.days'],
      [{ means: 'medicus', roll: 2, amount: 1 }, 'events.1.amount'],
      [{ means: 'other', amount: 2, days: 1 }, 'events.1.days'],
      [{ means: 'other', amount: 2, roll: 1 }, 'events.1.roll'],
    ];
    for (const [heal, path] of cases) {
      const r = run(fighter(), [hurt, ev({ type: 'heal', ...heal })]);
      expect(r.findings.map((f) => [f.code, f.path])).toEqual([['symbaroum.heal.field-not-needed', path]]);
      expect(r.findings[0]!.message).toMatch(/needs no (days|roll|amount); remove it\.$/);
      expect(r.sheet!.toughness.current).toBe(7);
    }
    const natural = run(fighter(), [hurt, ev({ type: 'heal', means: 'natural' })]);
    expect(natural.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      ['symbaroum.heal.field-missing', 'events.1.days', 'Natural healing heals 1 Toughness a day: say the days.'],
    ]);
  });

  it('writes a dead, a dying and a shielded character as text', () => {
    const dying = evaluate(
      symbaroum,
      {
        creation: fighter((c) => ((c.shield = 'buckler'), (c.armor = 'medium'))) as never,
        events: [ev({ type: 'damage', amount: 10 })],
      },
      {},
    );
    expect(symbaroum.sheetText(dying.sheet!).slice(-2)).toEqual([
      'Toughness: 0 of 10 (dying, 0 of 3 steps toward death)   Pain Threshold: 5   Corruption Threshold: 5',
      'Defense: 8 (Medium armor, impeding 3) with a buckler',
    ]);
    const dead = evaluate(
      symbaroum,
      {
        creation: fighter() as never,
        events: [ev({ type: 'damage', amount: 10 }), ev({ type: 'death-test', roll: 20 })],
      },
      {},
    );
    expect(symbaroum.sheetText(dead.sheet!).slice(-3)).toEqual([
      'No abilities.',
      'Toughness: 0 of 10 (dead)   Pain Threshold: 5   Corruption Threshold: 5',
      'Defense: 10',
    ]);
    expect(errorCodes(dead.findings)).toEqual([]);
  });
});

describe('Symbaroum settings warnings', () => {
  it('says which armor is listed twice, and accepts a range that just fits', () => {
    const { findings } = symbaroum.parseSettings({
      armor: [
        { id: 'light', name: 'Light', impeding: 1 },
        { id: 'light', name: 'Light again', impeding: 2 },
      ],
    });
    expect(findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'symbaroum.settings.armor-twice',
        'settings.armor.1.id',
        'The armor "light" is listed twice; give each its own id.',
      ],
    ]);
    // Eight attributes of 10 are exactly 80; a lowest equal to the highest is a range of one value.
    expect(
      symbaroum.parseSettings({ lowestAttribute: 10, highestAttribute: 10, attributePoints: 80 }).findings,
    ).toEqual([]);
    expect(
      symbaroum
        .parseSettings({ lowestAttribute: 11, highestAttribute: 12, attributePoints: 80 })
        .findings.map((f) => f.message),
    ).toEqual(['80 points cannot give eight attributes 11 each; give more points or lower the lowest value.']);
  });

  it('reads a campaign ability’s name and description without the spaces around them, and refuses an empty name', () => {
    const ability = (name: string, description: string) =>
      symbaroum.parseSettings({ abilities: [{ id: 'witchsight', name, description }] });
    expect(ability('  Witchsight ', ' Sees the shadows. ').settings.abilities).toEqual([
      { id: 'witchsight', name: 'Witchsight', description: 'Sees the shadows.' },
    ]);
    const empty = ability('   ', 'Sees the shadows.');
    expect(empty.findings.map((f) => [f.code, f.path])).toEqual([
      ['symbaroum.settings.malformed', 'settings.abilities.0.name'],
    ]);
    expect(empty.findings[0]!.message).toContain('must not be empty');
  });
});
