import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEvent } from '../../../../shared/model';
import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../../shared/rules/systems/heimr';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HeimrPrintSheet } from '../../../../src-renderer/systems/heimr/print/heimr-print-sheet';
import { HeimrSheetView } from '../../../../src-renderer/systems/heimr/sheet/heimr-sheet-view';
import { tableRows } from '../../builder-page';
import { OnCharacterPage } from '../../explain-page';
import { gameEditor } from '../../game-editor';

/*
 * A held shield's stamina penalty on the Heimr sheet ("Shields": "Tower shield P+5 Sta -1 off-hand Sword and
 * shield"; "Base fatigue": "4 – stamina = base fatigue"). Hild has Stamina 3 and Strength -1, and Survival (on
 * stamina, base consistency 2) trained once in consistency: base fatigue 4 - 3 = 1 and Survival's potential 3; with
 * the tower shield in hand Stamina counts 2, so base fatigue 2 and Survival's potential 2, while Stamina stays 3.
 */

type Editor = CharacterEditorStore<HeimrCreation, HeimrSheet, HeimrSettings>;

const entry = (id: string, payload: Record<string, unknown>): LedgerEvent =>
  ({ id, date: '2026-11-29', ...payload }) as LedgerEvent;
const TOWER = entry('e1', { type: 'take-up-shield', shield: 'tower', hand: 'off', ability: 'brawl' });
const PUT_DOWN = entry('e2', { type: 'put-down', hand: 'off' });

function hild(events: LedgerEvent[] = [], settings: Record<string, unknown> = {}): Editor {
  return gameEditor(
    'heimr',
    {
      id: 'hild',
      name: 'Hild',
      creation: { attributes: { stamina: 3, strength: -1 }, training: { survival: { consistency: 1, potential: 0 } } },
      events,
    },
    settings,
  );
}

const attributes = () => screen.getByRole('table', { name: 'Attributes' });
const staminaRow = () => tableRows(attributes()).find((r) => r[0] === 'Stamina')!;
const play = () => screen.getByRole('region', { name: 'Play' });
const playValue = (term: string) =>
  within(play())
    .getAllByRole('term')
    .find((t) => t.textContent === term)!.nextElementSibling!.textContent;
const survival = () => screen.getByRole('heading', { name: 'Survival (Stamina)' }).closest('li')!;

describe('a held shield’s stamina penalty on the Heimr sheet', () => {
  it('shows Stamina 3 counting 2 with the tower shield, base fatigue 2 and Survival’s potential 2, and says why', () => {
    render(<HeimrSheetView editor={hild([TOWER])} />);
    expect(staminaRow()).toEqual(['Stamina', 'Physical', '+3, +2 with the tower shield', '0 of 12 to rise to +4']);
    expect(
      screen.getByText(
        'The tower shield in hand lowers Stamina by 1: base fatigue and the abilities based on Stamina count +2 until it is put down; Stamina itself stays +3, as progress counts it.',
      ),
    ).toBeInTheDocument();
    expect(playValue('Base fatigue')).toBe('2 (4 − Stamina +2 (+3 less 1 for the tower shield), at least 1)');
    // Initiative rolls dexterity in this campaign: no shield beside it.
    expect(playValue('Initiative')).toMatch(/\(Dexterity as consistency, /);
    // Survival: consistency 2 + 1 = 3; potential from Stamina counted 2.
    expect(within(survival()).getByText(/^Consistency/).textContent).toBe(
      'Consistency +3 (base +2, trained 1), potential +2 (base +2, counting Stamina +2 (+3 less 1 for the tower shield), trained 0)',
    );
  });

  it('shows the attribute, base fatigue and Survival as before once the shield is put down', () => {
    const { rerender } = render(<HeimrSheetView editor={hild([TOWER])} />);
    expect(playValue('Base fatigue')).toMatch(/^2 /);
    rerender(<HeimrSheetView editor={hild([TOWER, PUT_DOWN])} />);
    expect(staminaRow()).toEqual(['Stamina', 'Physical', '+3', '0 of 12 to rise to +4']);
    expect(screen.queryByText(/in hand lowers Stamina/)).toBeNull();
    expect(playValue('Base fatigue')).toBe('1 (4 − Stamina, at least 1)');
    expect(within(survival()).getByText(/^Consistency/).textContent).toBe(
      'Consistency +3 (base +2, trained 1), potential +3 (base +3, trained 0)',
    );
  });

  it('names the shield beside initiative where it rolls stamina, and the campaign’s small shield penalty', () => {
    render(
      <HeimrSheetView
        editor={hild([entry('e1', { type: 'take-up-shield', shield: 'small', hand: 'off', ability: 'brawl' })], {
          initiativeAttribute: 'stamina',
          smallShieldPenalty: 2,
        })}
      />,
    );
    // Stamina 3 less the campaign's 2: 1, so base fatigue 4 - 1 = 3 and initiative's consistency +1.
    expect(staminaRow()[2]).toBe('+3, +1 with the small shield');
    expect(playValue('Base fatigue')).toBe('3 (4 − Stamina +1 (+3 less 2 for the small shield), at least 1)');
    expect(playValue('Initiative')).toMatch(
      /^consistency \+1, potential \+3 \(Stamina \+1 \(\+3 less 2 for the small shield\) as consistency, /,
    );
    expect(
      screen.getByText(/base fatigue, initiative and the abilities based on Stamina count \+1/),
    ).toBeInTheDocument();
  });

  it('explains the stamina the shield leaves and the base fatigue from the Why buttons beside them', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = hild([TOWER]);
    render(
      <OnCharacterPage editor={editor}>
        <HeimrSheetView editor={editor as never} />
      </OnCharacterPage>,
    );
    const formulaOf = async (question: string) => {
      await user.click(screen.getByRole('button', { name: question }));
      const dialog = screen.getByRole('dialog', { name: question });
      const formula = dialog.querySelector('.explain-formula')!.textContent!;
      expect(dialog).toHaveTextContent('Tower shield P+5 Sta -1 off-hand Sword and shield');
      await user.keyboard('{Escape}');
      return formula;
    };
    expect(await formulaOf('Why is Stamina with the tower shield +2?')).toMatch(
      /^Stamina counted while the tower shield is in hand = Stamina 3 - the tower shield’s stamina penalty 1 \(the book’s “Sta -1”\) = 2: /,
    );
    expect(await formulaOf('Why is Base fatigue 2?')).toBe(
      'Base fatigue = 4 - Stamina 2 (3, less the tower shield’s stamina penalty 1 (the book’s “Sta -1”) while it is in hand) = 2',
    );
  });

  it('prints Stamina with the tower shield and the base fatigue it gives', () => {
    render(
      <HeimrPrintSheet
        editor={hild([TOWER])}
        options={{ pageSize: 'A4', includeHistory: false, blank: false, date: '2026-11-29' }}
      />,
    );
    const printed = within(screen.getByRole('region', { name: 'Attributes' })).getByRole('table');
    const row = tableRows(printed).find((r) => r[0] === 'Stamina')!;
    expect(row).toEqual(['Stamina', 'Physical', '+3, +2 with the tower shield', '0', '12']);
    expect(screen.getByText(/^The tower shield in hand lowers Stamina by 1: /)).toBeInTheDocument();
    expect(screen.getByText('2 (Stamina +2 (+3 less 1 for the tower shield))')).toBeInTheDocument();
  });
});
