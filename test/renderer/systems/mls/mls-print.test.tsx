import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { CharacterFile } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { MlsPrintSheet } from '../../../../src-renderer/systems/mls/print/mls-print-sheet';
import type { PrintOptions } from '../../../../src-renderer/contract/game-screens';

const reference = join(import.meta.dirname, '../../../fixtures/mls/reference/characters');

function editorFor(name: string, changes: Partial<CharacterFile> = {}) {
  const file = { ...(JSON.parse(readFileSync(join(reference, `${name}.json`), 'utf8')) as CharacterFile), ...changes };
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: getRuleSystem('mls')!,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

const options: PrintOptions = { pageSize: 'A4', includeHistory: false, blank: false, date: '2026-11-21' };

function renderSheet(name: string, opts: Partial<PrintOptions> = {}, changes: Partial<CharacterFile> = {}) {
  const editor = editorFor(name, changes);
  const view = render(<MlsPrintSheet editor={editor} options={{ ...options, ...opts }} />);
  const sheet = screen.getByRole('article', { name: `Printable sheet of ${editor.file.name}` });
  return { editor, sheet, ...view };
}

/** The row of a table whose header cell is `name`, as its cells' text. */
function rowOf(table: HTMLElement, name: string): string[] {
  const header = within(table).getByRole('rowheader', { name });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

function tableIn(title: string): HTMLElement {
  return within(screen.getByRole('region', { name: title })).getByRole('table');
}

describe('the printed Nutshell MLS sheet', () => {
  it('fills in every value', () => {
    renderSheet('aldric');
    // Values from the reference character's expected sheet (test/fixtures/mls/reference/expected/aldric.json).
    expect(rowOf(tableIn('Primary traits'), 'Strength')[0]).toBe('3');
    expect(rowOf(tableIn('Primary traits'), 'Aura').slice(0, 2)).toEqual(['1', '−1']);
    const sword = rowOf(tableIn('Secondary traits'), 'Sword');
    expect(sword.slice(2, 4)).toEqual(['base +4', '7']);
    // 3d6 + 7 reaches 15 when the dice show 8 or more: 181 of 216 outcomes.
    expect(sword[4]).toBe('84%');
    expect(rowOf(tableIn('Secondary traits'), 'Soldier (occupation)')[3]).toBe('3');
    expect(rowOf(tableIn('Negative traits'), 'Fear of the Dark').slice(1)).toEqual(['base +1', '2']);
    expect(rowOf(tableIn('Personality'), 'Chaste')).toEqual(['3', '17']);
    expect(within(tableIn('Personality')).getByRole('rowheader', { name: 'Lustful (noticeable)' })).toBeInTheDocument();

    const character = screen.getByRole('region', { name: 'Character' });
    expect(character).toHaveTextContent('Age18 years');
    expect(character).toHaveTextContent('OccupationSoldier');
    expect(character).toHaveTextContent('CPs unspent39');
    const points = screen.getByRole('region', { name: 'Points' });
    expect(points).toHaveTextContent('rolled 9 on 2d6');
    expect(within(points).getByRole('img', { name: 'Hit points: 9 squares to tick off' })).toBeInTheDocument();
    // Lustful 17 and Honest 16 give one each; one more was bought.
    expect(points).toHaveTextContent('Fate pointsTotal3');
    expect(points).toHaveTextContent('2 from personality traits at 16 to 18, 1 bought');
  });

  it('leaves every number out of the pencil variant but keeps its labels and boxes', () => {
    const { sheet } = renderSheet('aldric', { blank: true });
    expect(within(sheet).getByRole('banner')).toHaveTextContent('Aldric of Varn');
    for (const label of ['Strength', 'Sword', 'Fear of the Dark', 'Chaste', 'Lustful']) {
      expect(within(sheet).getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(rowOf(tableIn('Primary traits'), 'Strength').every((c) => c === '')).toBe(true);
    expect(rowOf(tableIn('Personality'), 'Chaste')).toEqual(['', '']);
    expect(
      within(screen.getByRole('region', { name: 'Points' })).getByRole('img', {
        name: 'Hit points: squares to draw in',
      }),
    ).toBeInTheDocument();

    // The only digits left are the header's date and the rulebook's own: the "2 - Aura" base, the personality rule,
    // and the damage dice of each Dam rating, which are the book's rule and the same for every character.
    const damage = within(sheet).getByRole('list', { name: 'Damage by Dam rating' });
    expect(within(damage).getAllByRole('listitem')[5]).toHaveTextContent('Dam 6: 1d6+1d3 (6 to 9), critical 3d6');
    const withoutDamage = sheet.querySelector('tbody')!.cloneNode(true) as HTMLElement;
    withoutDamage.querySelector('[aria-label="Damage by Dam rating"]')!.remove();
    const body = withoutDamage
      .textContent!.replaceAll('2 - Aura', '')
      .replace(
        'Each pair adds up to 20. A trait of 16 or more is noticeable: to act against it, roll 1d20 over it.',
        '',
      )
      .replace(
        'at most 5. Damage done is the roll or the Dam, whichever is greater; a critical doubles the Dam (× 2).',
        '',
      );
    expect(body).not.toMatch(/\d/);
    expect(body).toContain('CPs unspent');
  });

  it('leaves the history out unless asked, and always from the pencil variant', () => {
    const plain = renderSheet('aldric');
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    plain.unmount();
    renderSheet('aldric', { includeHistory: true, blank: true });
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });

  it('summarises the ledger when the history is asked for: date, what happened, CPs', () => {
    renderSheet('aldric', { includeHistory: true });
    const rows = within(tableIn('History')).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );
    expect(cells.map(([date, , cp]) => [date, cp])).toEqual([
      // Dates as the app writes them everywhere, never broken across lines.
      ['2\u00a0Jan\u00a02026', '+1'],
      ['3\u00a0Jan\u00a02026', ''],
      ['4\u00a0Jan\u00a02026', '−5'],
    ]);
    expect(cells[0]![1]).toMatch(/^Minor adventure/);
    // The check rolled 5 on 1d8 and took Sword from 5 to 6; the raise then took it to 7.
    expect(cells[1]![1]).toMatch(/Sword.*5 → 6/);
    expect(cells[2]![1]).toMatch(/Raised Sword.*6 → 7/);
  });

  it('shows the game master overrides with their reasons', () => {
    renderSheet('pip');
    const overrides = screen.getByRole('region', { name: 'Game master overrides' });
    expect(within(overrides).getAllByRole('listitem').length).toBe(2);
    expect(overrides).toHaveTextContent('Accepted because:');
  });
});
