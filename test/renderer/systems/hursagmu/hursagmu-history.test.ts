import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CharacterFile } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { hursagmuHistoryDescriber as describer } from '../../../../src-renderer/systems/hursagmu/history-describer';
import { describeEntry } from '../../../../src-renderer/components/history-describer';

const reference = join(import.meta.dirname, '../../../fixtures/hursagmu/reference');
const campaignSettings = (JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: unknown })
  .settings;

function editorFor(file: CharacterFile, settings: unknown = campaignSettings) {
  return new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: getRuleSystem('hursagmu')!,
    file,
    campaignSettings: settings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

function referenceEditor(name: string) {
  return editorFor(JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterFile);
}

/** Each ledger entry as the history puts it: its description and what it changed. */
function history(editor: ReturnType<typeof editorFor>): { what: string; changes: string[] }[] {
  const sheets = editor.evaluation.sheets ?? [];
  return editor.ledger.map((entry, i) => {
    const before = sheets[i];
    const after = sheets[i + 1];
    return {
      what: describeEntry(describer, entry.event, before),
      changes: entry.accepted && before && after ? describer.changes(before, after) : [],
    };
  });
}

function fresh(traits: Record<string, number>): CharacterFile {
  return {
    formatVersion: 1,
    id: 'hero',
    name: 'Hero',
    system: 'hursagmu',
    createdAt: '2026-11-21',
    creation: { traits, gifts: [], equipment: [] },
    events: [],
  };
}

describe('the HURSAGMU history wording', () => {
  it('puts awards, raises, damage, recovery and payments into words with what they changed', () => {
    const rows = history(referenceEditor('ashur'));
    expect(rows.map((r) => r.what)).toEqual([
      'Awarded 10 experience points',
      'Raised Fighting from 7 to 8',
      'Took 6 Health damage',
      'Recovered 2 Health',
      'Paid 3 sc for a private room at the inn',
      'Raised Defense from 6 to 8',
    ]);
    expect(rows[0]!.changes).toEqual(['Experience unspent 19 → 29']);
    expect(rows[1]!.changes).toEqual(['Fighting 7 → 8', 'Experience unspent 29 → 25']);
    // Lost Health lowers the most Stamina can be ("TRAITS" > Cost).
    expect(rows[2]!.changes).toEqual(['Stamina maximum 20 → 14', 'Stamina 20 → 14', 'Health 20 → 14']);
    expect(rows[4]!.changes).toEqual(['Purse 19 gc → 18 gc 7 sc']);
  });

  it('names gifts with The Master’s approval and foci gained without paying', () => {
    const rows = history(referenceEditor('ninsun'));
    expect(rows[1]!.what).toBe(
      'Took the gift Superior Hearing, approved by The Master: Blessed by Enki at the river gate',
    );
    expect(rows[1]!.changes).toEqual(['Gift Superior Hearing', 'Experience unspent 12 → 4']);
    expect(rows[2]!.what).toBe('Gained Tomb Wand (focus), not paid for');
    expect(rows[2]!.changes).toEqual(['Tomb Wand (focus) gained', 'Carried 15 → 16 lb']);
    // 9 Sanity damage pulls maximum Stamina down to 11.
    expect(rows[3]!.changes).toEqual(['Stamina maximum 20 → 11', 'Stamina 20 → 11', 'Sanity 20 → 11']);
  });

  it('says when damage knocks the character out, and names overrides by their reason', () => {
    expect(history(referenceEditor('enkidu'))[1]!.changes).toEqual(['Stamina 20 → -5 (knocked out)']);
    const gilgamesh = history(referenceEditor('gilgamesh'));
    expect(gilgamesh[1]!.what).toBe('The Master accepted hursagmu.xp.insufficient: Drank from the spring of youth');
    // Strength 10 to 11 lifts more, but the crossbow is mechanical and adds no Strength to its damage.
    expect(gilgamesh[0]!.changes).toContain('Strength 10 → 11');
    expect(gilgamesh[0]!.changes).toContain('Lift 3200 → 4800 lb');
    expect(gilgamesh[0]!.changes.some((c) => c.startsWith('Crossbow'))).toBe(false);
  });

  it('groups the trait rolls armor changes, and shows what it does to movement and the purse', () => {
    const editor = editorFor(fresh({ athletics: 2, strength: 2 }), {});
    editor.record('Buy armor', { type: 'acquire', item: { kind: 'armor', id: 'leather', points: 2 }, paid: true });
    const [row] = history(editor);
    expect(row!.what).toBe('Bought soft leather (2 points) for 2 gc');
    expect(row!.changes).toEqual([
      'Acrobatics, Athletics, Climbing and Stealth −2 to the roll',
      'soft leather (2 points) gained',
      'Carried 0 → 20 lb',
      'Movement 12 → 10 spaces',
      'Purse 10 gc → 8 gc',
    ]);
  });

  it('shows weapon damage following Strength, and says "every trait" when zero Stamina moves them all', () => {
    const editor = editorFor(fresh({ strength: 2 }), {});
    editor.record('Buy a sword', {
      type: 'acquire',
      item: { kind: 'weapon', id: 'sword', name: 'Sword', size: 'medium' },
      paid: true,
    });
    editor.record('Award', { type: 'award', points: 10 });
    editor.record('Raise Strength', { type: 'raise', trait: 'strength', to: 3 });
    editor.record('Exhausted', { type: 'damage', metric: 'stamina', amount: 20 });
    editor.record('Drop the sword', { type: 'drop', item: 'sword' });
    const rows = history(editor);
    expect(rows[0]!.what).toBe('Bought Sword (medium weapon) for 2 gc');
    expect(rows[2]!.changes).toContain('Sword damage 12 → 13');
    expect(rows[3]!.changes).toContain('Every trait −10 to the roll');
    expect(rows[3]!.changes).toContain('Stamina 20 → 0 (barely conscious)');
    expect(rows[4]!.what).toBe('Dropped Sword (medium weapon)');
    expect(rows[4]!.changes).toContain('Sword (medium weapon) gone');
  });

  it('prices list items paid for and names coins earned', () => {
    const editor = editorFor(fresh({}), {});
    editor.record('Rations', { type: 'pay', item: 'trail-rations', quantity: 5 });
    editor.record('Wages', { type: 'earn', amount: { gc: 3, sc: 2 }, from: 'guarding the caravan' });
    const rows = history(editor);
    expect(rows[0]!.what).toBe('Paid 2 gc 5 sc for Trail rations (1 day) x 5');
    expect(rows[0]!.changes).toEqual(['Purse 10 gc → 7 gc 5 sc']);
    expect(rows[1]!.what).toBe('Earned 3 gc 2 sc from guarding the caravan');
  });
});
