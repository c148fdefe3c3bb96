import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEvent } from '../../../../shared/model';
import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../../shared/rules/systems/heimr';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HeimrAdvance } from '../../../../src-renderer/systems/heimr/advance/heimr-advance';
import { HeimrPrintSheet } from '../../../../src-renderer/systems/heimr/print/heimr-print-sheet';
import { HeimrSettingsForm } from '../../../../src-renderer/systems/heimr/settings/heimr-settings-form';
import { heimrHistoryDescriber } from '../../../../src-renderer/systems/heimr/history-describer';
import { HeimrSheetView } from '../../../../src-renderer/systems/heimr/sheet/heimr-sheet-view';
import { tableRows } from '../../builder-page';
import { OnCharacterPage } from '../../explain-page';
import { gameEditor } from '../../game-editor';

/*
 * The medieval armoury module on the Heimr pages. A new character of the project's default campaign has strength 0
 * and stamina 0: Brawl at consistency +1, potential 0, on a physical attribute, so its dice must reach base fatigue
 * 4 − 0 = 4, and 4 − −1 = 5 while a tower shield ("Sta -1") is in hand. Each chance is counted by hand from 1d6 and
 * 1d10 (the higher at +1; at −1 the lower).
 */

const MINUS = '\u2212';

type Editor = CharacterEditorStore<HeimrCreation, HeimrSheet, HeimrSettings>;

const entry = (id: string, payload: Record<string, unknown>): LedgerEvent =>
  ({ id, date: '2026-11-29', ...payload }) as LedgerEvent;

/** A medium weapon in the sword hand and a tower shield in the off hand, both used with Brawl. */
const ARMED = [
  entry('e1', { type: 'take-up-weapon', weapon: 'medium', hand: 'sword', ability: 'brawl' }),
  entry('e2', { type: 'take-up-shield', shield: 'tower', hand: 'off', ability: 'brawl' }),
];

function fighter(events: LedgerEvent[] = [], settings: Record<string, unknown> = {}): Editor {
  return gameEditor(
    'heimr',
    { id: 'ylva', name: 'Ylva', creation: { attributes: {}, training: {} }, events },
    settings,
  );
}

const combat = () => screen.getByRole('region', { name: 'Combat' });
const outcome = () => screen.getByRole('status', { name: 'Last entry' });

describe('Heimr weapons and shields on the sheet', () => {
  it('shows a weapon’s range, damage, wielding and chance to hit, and a shield’s bonus and penalty', () => {
    render(<HeimrSheetView editor={fighter(ARMED)} />);
    // Against 6: Brawl's potential 0 and the medium weapon's P+3 make 3, so the dice must reach 3, and the fatigue,
    // 5 (stamina 0 counts -1 with the tower shield's "Sta -1" in hand: 4 - -1 = 5): the higher of 1d6 and 1d10 is
    // under 5 on 4 × 4 of the 60 throws, so 44 of 60 hit (73%).
    expect(
      tableRows(within(combat()).getByRole('table', { name: 'Weapons in hand: the chance to hit defence or CR 6' })),
    ).toEqual([
      ['Weapon', 'Range', 'Damage', 'Wielding', 'Roll', 'Chance to hit'],
      [
        'Medium weapon in the sword hand, with Brawl',
        'Melee',
        '2',
        'in one hand or in both',
        'consistency +1, potential +3 (bonus +3), dice to reach base fatigue 5',
        '73%',
      ],
    ]);
    expect(tableRows(within(combat()).getByRole('table', { name: 'Shields in hand' }))).toEqual([
      ['Shield', 'Bonus', 'Penalty', 'Block roll'],
      [
        'Tower shield in the off hand, with Brawl',
        '+5',
        `Stamina ${MINUS}1`,
        'consistency +1, potential +5, dice to reach base fatigue 5',
      ],
    ]);
  });

  it('follows the CR typed for the weapon: against 10 the dice must reach 7, only the d10 does, 4 in 10', async () => {
    const user = userEvent.setup({ delay: null });
    render(<HeimrSheetView editor={fighter(ARMED)} />);
    const cr = within(combat()).getByRole('spinbutton', { name: 'Defence or CR to hit' });
    await user.clear(cr);
    await user.type(cr, '10');
    const table = within(combat()).getByRole('table', { name: 'Weapons in hand: the chance to hit defence or CR 10' });
    expect(tableRows(table)[1]!.at(-1)).toBe('40%');
  });

  it('gives the Defence panel each block at its penalty and the weapon’s one parry, against attack score 6', () => {
    render(<HeimrSheetView editor={fighter(ARMED)} />);
    // The tower shield's P+5: the dice must reach the fatigue, 5 (its "Sta -1" counts stamina 0 as -1). First at
    // +1: 44 of 60 (73%). Second at −1, the lower die 5 or more: (2/6)(6/10) = 20%. Third at −3: (1/3)(6/10)^3 = 7.2%
    // (7%). Fourth at −5: (1/3)(6/10)^5 = 2.6% (3%). The parry: the medium weapon's P+3, 3 to reach and the fatigue
    // 5, as its attack: 73%, with no penalty.
    expect(tableRows(within(combat()).getByRole('table', { name: 'Chance to block or parry attack score 6' }))).toEqual(
      [
        ['Defence', 'Penalty', 'Roll', 'Chance the attack misses'],
        ['First block with the tower shield', 'none', 'consistency +1, potential +5', '73%'],
        ['Second block with the tower shield', `${MINUS}2`, `consistency ${MINUS}1, potential +5`, '20%'],
        ['Third block with the tower shield', `${MINUS}4`, `consistency ${MINUS}3, potential +5`, '7%'],
        ['Fourth block with the tower shield', `${MINUS}6`, `consistency ${MINUS}5, potential +5`, '3%'],
        ['Parry with the medium weapon (one between turns)', 'none', 'consistency +1, potential +3', '73%'],
      ],
    );
  });

  it('explains the chance to hit, each block and the parry from the Why button beside each', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = fighter(ARMED);
    render(
      <OnCharacterPage editor={editor}>
        <HeimrSheetView editor={editor as never} />
      </OnCharacterPage>,
    );
    const formulaOf = async (question: string) => {
      await user.click(within(combat()).getByRole('button', { name: question }));
      const dialog = screen.getByRole('dialog', { name: question });
      const formula = dialog.querySelector('.explain-formula')!.textContent!;
      expect(dialog).toHaveTextContent('From the book');
      await user.keyboard('{Escape}');
      return formula;
    };
    // The same counts as the tables above: 44 of 60 for the attack and the parry, the second block at −1 20%.
    const hit = await formulaOf('Why is the medium weapon’s chance to hit defence or CR 6 73%?');
    expect(hit).toMatch(
      /^An attack with the medium weapon: Brawl’s potential 0 \+ the medium weapon’s bonus \+3 = 3; defence or CR 6 is what the attack must meet: /,
    );
    expect(hit).toMatch(/44 of the 60 rolls → 73%$/);
    const block = await formulaOf('Why is the second block’s chance against attack score 6 20%?');
    expect(block).toMatch(
      /^A block with the tower shield: penalty 2 × 1 earlier block = 2: consistency \+1 − 2 = -1; Brawl’s potential 0 \+ the tower shield’s bonus \+5 = 5; /,
    );
    expect(block).toMatch(/→ 20%$/);
    const parry = await formulaOf('Why is the parry with the medium weapon’s chance against attack score 6 73%?');
    expect(parry).toMatch(/^A parry with the medium weapon, no penalty for use: /);
    expect(parry).toMatch(/44 of the 60 rolls → 73%$/);
  });

  it('says where the campaign does not use the module, and offers nothing to take up', () => {
    render(<HeimrSheetView editor={fighter([], { armoury: false })} />);
    expect(within(combat()).getByText(/does not use the medieval armoury module/)).toBeInTheDocument();
    expect(within(combat()).queryByRole('heading', { name: 'Weapons and shields' })).toBeNull();
  });
});

describe('Heimr weapons and shields on paper', () => {
  it('prints each weapon’s chance to hit and each shield’s first block against scores 4 to 10', () => {
    render(
      <HeimrPrintSheet
        editor={fighter(ARMED)}
        options={{ pageSize: 'A4', includeHistory: false, blank: false, date: '2026-11-29' }}
      />,
    );
    // The tower shield's "Sta -1" counts stamina 0 as -1, so the base fatigue is 4 - -1 = 5. The medium weapon's
    // potential 3: the dice must reach the fatigue 5 against 4, 6 and 8 (fails on 4 × 4 of 60, 73%), 7 against 10
    // (the d10 alone, 40%). The tower shield's potential 5: the fatigue 5 against every score up to 10, so 73%.
    const table = screen.getByRole('table', {
      name: 'Weapons and shields: a weapon’s chance to hit, a shield’s first block, by score',
    });
    expect(tableRows(table)).toEqual([
      ['In hand', 'Roll', 'Score 4', 'Score 6', 'Score 8', 'Score 10'],
      ['Medium weapon in the sword hand', 'consistency +1, potential +3', '73%', '73%', '73%', '40%'],
      ['Tower shield in the off hand (block)', 'consistency +1, potential +5', '73%', '73%', '73%', '73%'],
    ]);
  });
});

describe('Heimr weapons and shields on the Advance page', () => {
  it('records a weapon and a shield taken up, refuses a hand the book does not allow, and puts one down', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = fighter();
    render(<HeimrAdvance editor={editor} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weapon or shield' }), 'Weapon: Medium weapon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Used with' }), 'Brawl');
    await user.click(screen.getByRole('button', { name: 'Take up a medium weapon' }));
    expect(outcome()).toHaveTextContent('Took up a medium weapon in the sword hand.');
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'take-up-weapon', weapon: 'medium', hand: 'sword' });

    // A shield in the sword hand, and then a great weapon with the sword hand full: each refused in the book's words.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weapon or shield' }), 'Shield: Tower shield');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hand' }), 'Sword hand');
    expect(screen.getByRole('button', { name: 'Take up a tower shield' })).toHaveAccessibleDescription(
      /held in the off hand, not in the sword hand; take it up in the off hand\.$/,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hand' }), 'Off hand');
    await user.click(screen.getByRole('button', { name: 'Take up a tower shield' }));
    expect(outcome()).toHaveTextContent('Took up a tower shield in the off hand.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weapon or shield' }), 'Weapon: Great weapon');
    expect(screen.getByRole('button', { name: 'Take up a great weapon' })).toHaveAccessibleDescription(
      /the sword hand already holds a medium weapon; put it down before taking up a great weapon\.$/i,
    );

    await user.click(screen.getByRole('button', { name: 'Put down a medium weapon in the sword hand' }));
    expect(outcome()).toHaveTextContent('Put down a medium weapon in the sword hand.');
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'put-down', hand: 'sword' });
    expect(editor.sheet!.held.map((h) => h.id)).toEqual(['tower']);
  });

  it('words the entries in the history', () => {
    const editor = fighter([...ARMED, entry('e3', { type: 'put-down', hand: 'sword' })]);
    const sheets = editor.evaluation.sheets!;
    const events = editor.file.events;
    expect(events.map((e, i) => heimrHistoryDescriber.describe(e, sheets[i]))).toEqual([
      'Took up a medium weapon in the sword hand, with Brawl',
      'Took up a tower shield in the off hand, with Brawl',
      'Put down the medium weapon',
    ]);
  });
});

describe('Heimr armoury settings', () => {
  it('switches the module off, and sets the penalties the book leaves “TODO”', async () => {
    const user = userEvent.setup({ delay: null });
    let settings: Record<string, unknown> = {};
    const { rerender } = render(<HeimrSettingsForm settings={settings} onChange={(next) => (settings = next)} />);
    const use = screen.getByRole('checkbox', { name: /Use the medieval armoury module/ });
    expect(use).toBeChecked();
    await user.click(use);
    expect(settings.armoury).toBe(false);
    rerender(<HeimrSettingsForm settings={settings} onChange={(next) => (settings = next)} />);
    const small = screen.getByRole('spinbutton', { name: 'Small shield stamina penalty' });
    expect(small).toHaveValue(0);
    await user.clear(small);
    await user.type(small, '1');
    expect(settings).toMatchObject({ armoury: false, smallShieldPenalty: 1 });
  });
});
