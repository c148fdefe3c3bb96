import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { CharacterFile } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HursagmuPrintSheet } from '../../../../src-renderer/systems/hursagmu/print/hursagmu-print-sheet';
import type { PrintOptions } from '../../../../src-renderer/contract/game-screens';

const reference = join(import.meta.dirname, '../../../fixtures/hursagmu/reference');
// The reference campaign's settings (test/fixtures/hursagmu/reference/campaign.json).
const campaignSettings = (JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: unknown })
  .settings;

const revisedReference = join(import.meta.dirname, '../../../fixtures/hursagmu/reference-revised');

function editorFor(name: string, changes: Partial<CharacterFile> = {}, folder = reference) {
  const settings =
    folder === reference
      ? campaignSettings
      : (JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as { settings: unknown }).settings;
  const file = {
    ...(JSON.parse(readFileSync(join(folder, 'characters', `${name}.json`), 'utf8')) as CharacterFile),
    ...changes,
  };
  return new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: getRuleSystem('hursagmu')!,
    file,
    campaignSettings: settings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

const options: PrintOptions = { pageSize: 'A4', includeHistory: false, blank: false, date: '2026-11-21' };

function renderSheet(
  name: string,
  opts: Partial<PrintOptions> = {},
  changes: Partial<CharacterFile> = {},
  folder = reference,
) {
  const editor = editorFor(name, changes, folder);
  const view = render(<HursagmuPrintSheet editor={editor} options={{ ...options, ...opts }} />);
  const sheet = screen.getByRole('article', { name: `Printable sheet of ${editor.file.name}` });
  return { editor, sheet, ...view };
}

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The cells of the row whose row header is `name`, anywhere inside `container`. */
function rowOf(container: HTMLElement, name: string): string[] {
  const header = within(container).getByRole('rowheader', { name });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

describe('the printed HURSAGMU sheet', () => {
  it("prints every trait with its level, its roll and the armor and shield's part in it", () => {
    renderSheet('ashur');
    const traits = region('Traits');
    // All 28 of the book's traits, in two columns.
    expect(within(traits).getAllByRole('rowheader')).toHaveLength(28);
    // Fighting 7 raised to 8 with experience; Defense 6 to 8, plus the shield's 2.
    expect(rowOf(traits, 'Fighting')).toEqual(['8', '8', '']);
    expect(rowOf(traits, 'Defense')).toEqual(['8', '10', 'shield +2']);
    // Boiled hide (3 points) takes 3 from Athletics 4 and from Stealth 0.
    expect(rowOf(traits, 'Athletics')).toEqual(['4', '1', 'armor −3']);
    expect(rowOf(traits, 'Stealth')).toEqual(['0', '−3', 'armor −3']);
  });

  it('prints lift, weight carried, encumbrance and movement with where each comes from', () => {
    renderSheet('ashur');
    const load = region('Load and movement');
    // Expected values from test/fixtures/hursagmu/reference/expected/ashur.json.
    expect(load).toHaveTextContent('Strength4');
    expect(load).toHaveTextContent('Lift400 lb');
    expect(load).toHaveTextContent('Carried65 lb');
    expect(load).toHaveTextContent('EncumbranceUnencumbered');
    expect(load).toHaveTextContent('Movement11');
    expect(load).toHaveTextContent('Movement: 10 + Athletics 4 − armor 3 = 11 spaces per action.');
    expect(load).toHaveTextContent("Lift: 400 lb, what Strength 4 can lift (the book's Strength table).");
    expect(load).toHaveTextContent(
      'Carried: 65 lb, every piece of equipment, worn armor included; 16% of lift. Unencumbered: under 50% of lift: no effect.',
    );
  });

  it('prints weapon damage with Strength added, except for a mechanical weapon', () => {
    const ashur = renderSheet('ashur');
    // Medium sword 10 + Strength 4.
    expect(rowOf(region('Weapons'), 'Sword').slice(0, 4)).toEqual(['medium', '10', '4', '14']);
    const armor = region('Armor and shield');
    expect(armor).toHaveTextContent('Armorboiled hide');
    expect(armor).toHaveTextContent('Armor points3');
    expect(armor).toHaveTextContent('Endurance7');
    expect(armor).toHaveTextContent('ShieldWooden shield');
    expect(armor).toHaveTextContent('Defense bonus+2');
    expect(armor).toHaveTextContent('takes 3 from movement and from Acrobatics, Athletics, Climbing and Stealth');
    ashur.unmount();
    renderSheet('gilgamesh');
    // A large mechanical missile crossbow: 12 - 2 + 2, no Strength; reaches 30 spaces per point of damage.
    const crossbow = rowOf(region('Weapons'), 'Crossbow');
    expect(crossbow.slice(0, 6)).toEqual(['large', '12', 'none', '12', '2', '+1 per 5 spaces, up to 360']);
    expect(crossbow[6]).toContain('an action to reload');
  });

  it('prints the combat values of the book with the chance each attacker has, counted from 2d6', () => {
    renderSheet('ashur');
    const combat = region('Combat values');
    // Ashur: Defense 8 + shield 2, rolled; expected values worked in test/fixtures/hursagmu/reference/expected/ashur.json.
    expect(combat).toHaveTextContent('Defense2d6 + 10When surprised2d6 + 0Fixed objects2d6 + 0Charge+2');
    const attackers = within(combat).getByRole('table', { name: 'Chance an attacker hits' });
    expect(rowOf(attackers, 'Human average (0)')).toEqual(['0 in 1296 (0%)', '575 in 1296 (44%)']);
    expect(rowOf(attackers, 'Journeyman (6)')).toEqual(['126 in 1296 (10%)', '1226 in 1296 (95%)']);
    expect(rowOf(attackers, 'Master (10)')).toEqual(['575 in 1296 (44%)', '1295 in 1296 (>99.9%)']);
    expect(combat).toHaveTextContent(
      'A fixed object: Fighting 1281 in 1296 (99%), Archery 575 in 1296 (44%), Throwing 575 in 1296 (44%).',
    );
    expect(combat).toHaveTextContent(
      'Initiative: 2d6 + 0 (Quickness); haste +2, taken from every other roll that round.',
    );
    expect(combat).toHaveTextContent(
      'Senses: Smell +1 per space, Hearing +1 per 5 spaces, Vision +1 per 10 spaces, Mysticism +1 per 1000 spaces.',
    );
  });

  it('prints the revised encounters’ flat defenses and weapons on their scale', () => {
    renderSheet('shamhat', {}, {}, revisedReference);
    const combat = region('Combat values');
    // Shamhat: Defense 0, so 6 + 0; a fixed object 4; movement 16, a charge +4 (expected/shamhat.json).
    expect(combat).toHaveTextContent('Defense6When surprised6Fixed objects4Charge+4');
    const attackers = within(combat).getByRole('table', { name: 'Chance an attacker hits' });
    expect(rowOf(attackers, 'Human average (0)')).toEqual(['21 in 36 (58%)', '21 in 36 (58%)']);
    expect(rowOf(attackers, 'Apprentice (2)')).toEqual(['30 in 36 (83%)', '30 in 36 (83%)']);
    expect(combat).toHaveTextContent('Defense 6: a flat 6 + Defense 0;');
    expect(combat).toHaveTextContent('Initiative: 2d6 + 0 (Quickness); haste +1 to +3');
    expect(combat).toHaveTextContent('Intuition +1 per 1000 spaces.');
    // The dagger: small 8, less 4 on the revised scale; the knife (throwable) 6 - 4.
    const dagger = rowOf(region('Weapons'), 'Dagger');
    expect(dagger.slice(0, 4)).toEqual(['small', '4', '0', '4']);
    expect(dagger[6]).toContain("base: the book's 8 − 4, revised scale");
    expect(rowOf(region('Weapons'), 'Knife').slice(0, 4)).toEqual(['small', '2', '0', '2']);
  });

  it('tracks damage: current values, states, and the squares already lost crossed out', () => {
    const enkidu = renderSheet('enkidu');
    const damage = region('Damage');
    // 25 Stamina damage leaves -5: knocked out, and every one of the 20 squares lost.
    expect(damage).toHaveTextContent('StaminaMaximum20Current-5Stateknocked out');
    expect(within(damage).getByRole('img', { name: 'Stamina: 20 of 20 squares crossed out' })).toBeInTheDocument();
    expect(within(damage).getByRole('img', { name: 'Health: 0 of 20 squares crossed out' })).toBeInTheDocument();
    enkidu.unmount();
    renderSheet('ninsun');
    // 9 Sanity damage limits Stamina to 11 although only 4 Stamina damage was taken.
    const ninsun = region('Damage');
    expect(ninsun).toHaveTextContent('StaminaMaximum11Current11');
    expect(within(ninsun).getByRole('img', { name: 'Stamina: 9 of 20 squares crossed out' })).toBeInTheDocument();
    expect(within(ninsun).getByRole('img', { name: 'Sanity: 9 of 20 squares crossed out' })).toBeInTheDocument();
  });

  it('prints gifts with The Master’s approval, foci, gear, money and experience', () => {
    renderSheet('ninsun');
    expect(rowOf(region('Gifts'), 'Superior Hearing')).toEqual([
      '8',
      'experience points, approved by The Master: Blessed by Enki at the river gate',
    ]);
    // Channel: Command 6 + power 8; resist: Willpower 5 + negation 4.
    expect(rowOf(region('Foci'), 'Staff of Reeds')).toEqual(['8 ft', '8', '4', '14', '9', '4 lb']);
    expect(rowOf(region('Gear'), 'Parchment')).toEqual(['10 sheets', '0 lb']);
    // 3790 cc.
    const money = region('Money');
    expect(money).toHaveTextContent('Gold (gc)37Silver (sc)9Copper (cc)0');
    expect(money).toHaveTextContent('In all 37 gc 9 sc');
    expect(region('Experience')).toHaveTextContent('Unspent4Earned12Spent8');
  });

  it("lists The Master's overrides with their reasons", () => {
    renderSheet('gilgamesh');
    const overrides = region("The Master's overrides");
    expect(within(overrides).getAllByRole('listitem')).toHaveLength(1);
    expect(overrides).toHaveTextContent('Accepted because: Drank from the spring of youth');
  });

  it('leaves every number out of the pencil variant but keeps its labels, names and squares', () => {
    const { sheet } = renderSheet('ashur', { blank: true, includeHistory: true });
    expect(within(sheet).getByRole('banner')).toHaveTextContent('Ashur the Spearman');
    for (const label of ['Fighting', 'Defense', 'Sword', 'Backpack'])
      expect(within(sheet).getByRole('rowheader', { name: label })).toBeInTheDocument();
    expect(rowOf(region('Traits'), 'Fighting')).toEqual(['', '', '']);
    expect(within(region('Damage')).getByRole('img', { name: 'Health: 20 squares to tick off' })).toBeInTheDocument();
    // No history on the pencil sheet, even when asked for.
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    // The only digits left are the date and the rulebook's own: the trait roll, the states at 0, the movement rule, an
    // item's name, and the ranks of the attackers ("TRAITS" > Cost: 0 human average, 2 apprentice, 6 journeyman, 10 master).
    const body = sheet
      .querySelector('tbody')!
      .textContent!.replace('Level 0 is human average. Roll 2d6 + the trait against the challenge level.', '')
      .replaceAll('Roll 2d6 +', '')
      .replace(
        'Stamina at 0: barely conscious, -10 to all trait rolls; below 0: knocked out. Health below 0: dead.',
        '',
      )
      .replace(/Movement: 10 \+ Athletics/, '')
      .replace('Trail rations (1 day)', '')
      .replace(
        'A defense is rolled, 2d6 + Defense; ties go to the defender. Range: +1 to the challenge per increment.',
        '',
      )
      .replace(/Human average \(0\)|Apprentice \(2\)|Journeyman \(6\)|Master \(10\)/g, '');
    expect(body).not.toMatch(/\d/);
    expect(body).toContain('Unspent');
  });

  it('summarises the ledger when the history is asked for: date, what happened, experience', () => {
    renderSheet('ashur', { includeHistory: true });
    const history = within(region('History')).getByRole('table');
    const cells = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent ?? ''),
      );
    expect(cells.map(([date, , xp]) => [date, xp])).toEqual([
      ['1\u00a0Feb\u00a02026', '+10'],
      ['2\u00a0Feb\u00a02026', '−4'],
      ['3\u00a0Feb\u00a02026', ''],
      ['4\u00a0Feb\u00a02026', ''],
      ['5\u00a0Feb\u00a02026', ''],
      ['6\u00a0Feb\u00a02026', '−8'],
    ]);
    expect(cells[1]![1]).toBe('Raised Fighting from 7 to 8: Fighting 7 → 8');
    expect(cells[2]![1]).toMatch(/^Took 6 Health damage: .*Health 20 → 14/);
    expect(cells[4]![1]).toBe('Paid 3 sc for a private room at the inn: Purse 19 gc → 18 gc 7 sc');
  });

  it('says what to do when the creation choices cannot be read', () => {
    renderSheet('ashur', {}, { creation: { traits: 'many' } });
    expect(screen.getByRole('article', { name: 'Printable sheet of Ashur the Spearman' })).toHaveTextContent(
      'Open the Build section, fix the choices it lists, and print again.',
    );
  });
});
