import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HEIMR_FATIGUE_BOOK,
  type HeimrCreation,
  type HeimrSettings,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HeimrSheetView } from '../../../../src-renderer/systems/heimr/sheet/heimr-sheet-view';
import { OnCharacterPage } from '../../explain-page';
import { gameEditor } from '../../game-editor';
import { tableRows } from '../../builder-page';

/*
 * Fatigue in this scene, on the Heimr sheet's Combat section. A new character of the project's default campaign has
 * stamina 0, so base fatigue 4 − 0 = 4, and three physical abilities: Brawl and Agility at consistency +1, Survival
 * at +2. Each chance below is counted by hand: the D6 raises fatigue f on the faces lower than f, (f − 1) of 6; a
 * physical roll fails on f alone when every die of 1d6 and the d10s shows under f.
 */

type Editor = CharacterEditorStore<HeimrCreation, HeimrSheet, HeimrSettings>;

function newCharacter(): Editor {
  return gameEditor('heimr', { id: 'new', name: 'Ylva', creation: { attributes: {}, training: {} } });
}

function renderSheet(editor: Editor = newCharacter()) {
  return render(
    <OnCharacterPage editor={editor}>
      <HeimrSheetView editor={editor as never} />
    </OnCharacterPage>,
  );
}

const combat = () =>
  within(screen.getByRole('region', { name: 'Combat' })).getByRole('region', { name: 'Fatigue in this scene' });
const now = () => within(combat()).getByText(/^Fatigue now:/);
const said = () => within(combat()).getByRole('status');
const face = (n: number) => within(combat()).getByRole('button', { name: `A physical roll: the D6 showed ${n}` });
const button = (name: string) => within(combat()).getByRole('button', { name });
const riseLine = () => within(combat()).getByText(/^Chance the next physical roll raises fatigue/);
const fails = (f: number) =>
  tableRows(within(combat()).getByRole('table', { name: `Chance a physical roll fails on fatigue ${f} alone` }));

describe('Heimr fatigue in this scene', () => {
  it('starts at base fatigue, with the chance it rises and each physical ability’s chance to fail on it', () => {
    renderSheet();
    expect(now()).toHaveTextContent('Fatigue now: 4 (base 4)');
    expect(within(combat()).getByText(/Nothing is written to the character’s file/)).toBeInTheDocument();
    // Fatigue 4: the faces 1 to 3 raise it, 3 of 6.
    expect(riseLine()).toHaveTextContent(/^Chance the next physical roll raises fatigue 4: 50%/);
    // Both dice under 4 for consistency +1, 3 × 3 of 60 (15%); all three under 4 for +2, 3 × 3 × 3 of 600 (4.5%).
    expect(fails(4)).toEqual([
      ['Ability', 'Consistency', 'Fails on fatigue alone'],
      ['Brawl', '+1', '15%'],
      ['Agility', '+1', '15%'],
      ['Survival', '+2', '5%'],
    ]);
    expect(within(combat()).getByText(`“${HEIMR_FATIGUE_BOOK.breather.quote}”`, { exact: false })).toHaveTextContent(
      '(List of combat actions)',
    );
  });

  it('follows the D6 of each roll, once a turn in combat, the breather and the rest, and the chances follow', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newCharacter();
    const events = editor.file.events;
    renderSheet(editor);
    // The book's example: fatigue 4, the D6 shows 3, fatigue 5.
    await user.click(face(3));
    expect(now()).toHaveTextContent('Fatigue now: 5 (base 4)');
    expect(said()).toHaveTextContent('The D6 showed 3, lower than fatigue 4: fatigue rises to 5.');
    // Fatigue 5: the faces 1 to 4, 4 of 6; both dice under 5 for +1, 16 of 60; 4^3 = 64 of 600 for +2.
    expect(riseLine()).toHaveTextContent(/fatigue 5: 67%/);
    expect(riseLine()).toHaveTextContent('It rose this turn, so not before the start of your next turn.');
    expect(fails(5).slice(1)).toEqual([
      ['Brawl', '+1', '27%'],
      ['Agility', '+1', '27%'],
      ['Survival', '+2', '11%'],
    ]);
    // Once a turn: a 2 this turn leaves it at 5; from the start of the next turn a 1 raises it to 6.
    await user.click(face(2));
    expect(now()).toHaveTextContent('Fatigue now: 5');
    expect(said()).toHaveTextContent('already risen this turn: it stays 5');
    await user.click(button('Start of your next turn'));
    await user.click(face(1));
    expect(now()).toHaveTextContent('Fatigue now: 6');
    // A D6 not lower than the fatigue leaves it.
    await user.click(button('Start of your next turn'));
    await user.click(face(6));
    expect(now()).toHaveTextContent('Fatigue now: 6');
    expect(said()).toHaveTextContent('The D6 showed 6, not lower than fatigue 6: it stays 6.');
    // A breather: 6 − 2 = 4, the base; another leaves it at base.
    await user.click(button('Take a breather (\u22122)'));
    expect(now()).toHaveTextContent('Fatigue now: 4');
    await user.click(button('Take a breather (\u22122)'));
    expect(now()).toHaveTextContent('Fatigue now: 4');
    // Outside combat every roll may raise it: 4 → 5 → 6; a rest brings it back to base.
    await user.click(within(combat()).getByRole('checkbox', { name: 'In combat: fatigue rises at most once a turn' }));
    await user.click(face(3));
    await user.click(face(4));
    expect(now()).toHaveTextContent('Fatigue now: 6');
    await user.click(button('Rest (back to base)'));
    expect(now()).toHaveTextContent('Fatigue now: 4');
    expect(said()).toHaveTextContent('A rest out of combat: fatigue back to base fatigue 4.');
    // Nothing was written to the character.
    expect(editor.file.events).toBe(events);
    expect(editor.file.events).toEqual([]);
  });

  it('is used by keyboard alone, and starts again at base fatigue when the page is opened again', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newCharacter();
    const { unmount } = renderSheet(editor);
    within(combat()).getByRole('checkbox', { name: 'In combat: fatigue rises at most once a turn' }).focus();
    await user.tab();
    expect(face(1)).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(face(3)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(now()).toHaveTextContent('Fatigue now: 5');
    // On past the other faces to the next turn, then a 2 with the space bar: 5 → 6.
    for (let i = 0; i < 4; i++) await user.tab();
    expect(button('Start of your next turn')).toHaveFocus();
    await user.keyboard('{Enter}');
    face(2).focus();
    await user.keyboard(' ');
    expect(now()).toHaveTextContent('Fatigue now: 6');
    unmount();
    renderSheet(editor);
    expect(now()).toHaveTextContent('Fatigue now: 4 (base 4)');
  });

  it('explains both chances from the Why buttons beside them, with the book’s words', async () => {
    const user = userEvent.setup({ delay: null });
    renderSheet();
    await user.click(face(3));
    const rise = 'Why is the chance the next physical roll raises fatigue 5 67%?';
    await user.click(within(combat()).getByRole('button', { name: rise }));
    const dialog = screen.getByRole('dialog', { name: rise });
    expect(dialog.querySelector('.explain-formula')!.textContent).toBe(
      'Fatigue 5: the D6 raises it when it shows lower than 5: the faces 1 to 4: 4 of the 6 faces → 67%; in combat it rises at most once a turn',
    );
    expect(dialog).toHaveTextContent(HEIMR_FATIGUE_BOOK.oncePerTurn.quote);
    await user.keyboard('{Escape}');
    const fail = 'Why is Agility’s chance to fail on fatigue 5 alone 27%?';
    await user.click(within(combat()).getByRole('button', { name: fail }));
    expect(screen.getByRole('dialog', { name: fail }).querySelector('.explain-formula')!.textContent).toMatch(
      /^Agility at fatigue 5: Consistency \+1: .*16 of the 60 rolls → 27%$/,
    );
  });
});
