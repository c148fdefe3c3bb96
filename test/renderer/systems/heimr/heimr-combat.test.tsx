import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HEIMR_BOOK,
  STANDARD_ABILITIES,
  type HeimrCreation,
  type HeimrSettings,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HeimrPrintSheet } from '../../../../src-renderer/systems/heimr/print/heimr-print-sheet';
import { HeimrSheetView } from '../../../../src-renderer/systems/heimr/sheet/heimr-sheet-view';
import { OnCharacterPage } from '../../explain-page';
import { gameEditor } from '../../game-editor';
import { tableRows } from '../../builder-page';

/*
 * The combat reference of the Heimr sheet. A new character of the project's default campaign has dexterity 0 and
 * stamina 0: Agility at consistency +1 (the project's base), potential 0, and base fatigue 4 − 0 = 4, which its
 * dice must reach ("Fatigue"). Each chance below is counted by hand from 1d6 and the d10s.
 */

const MINUS = '\u2212';

type Editor = CharacterEditorStore<HeimrCreation, HeimrSheet, HeimrSettings>;

function newCharacter(settings: Record<string, unknown> = {}): Editor {
  return gameEditor('heimr', { id: 'new', name: 'Ylva', creation: { attributes: {}, training: {} } }, settings);
}

const combat = () => screen.getByRole('region', { name: 'Combat' });
const dodges = (attack: number) =>
  within(combat()).getByRole('table', {
    name: `Chance to dodge attack score ${attack}, dodge by dodge since the last turn`,
  });
const field = () => within(combat()).getByRole('spinbutton', { name: 'Attack score to dodge' });

describe('Heimr combat reference', () => {
  it('shows each dodge since the last turn at two more of penalty, with its chance against attack score 6', () => {
    render(<HeimrSheetView editor={newCharacter()} />);
    expect(
      within(combat()).getByText(/Dodge with Agility: consistency \+1, potential 0, dice to reach base fatigue 4/),
    ).toBeInTheDocument();
    // Attack score 6, 6 or more of the dice: the first, the higher of 1d6 and 1d10, misses it on 5 × 5 of 60 (58%);
    // the second at −1 keeps the lower, a 6 on the d6 and 6 to 10 on the d10, 5 of 60 (8%); the third at −3,
    // (1/6)(1/2)^3 = 2%; the fourth at −5, (1/6)(1/2)^5 = 0.52%.
    expect(tableRows(dodges(6))).toEqual([
      ['Dodge', 'Penalty', 'Roll', 'Chance the attack misses'],
      ['First', 'none', 'consistency +1, potential 0', '58%'],
      ['Second', `${MINUS}2`, `consistency ${MINUS}1, potential 0`, '8%'],
      ['Third', `${MINUS}4`, `consistency ${MINUS}3, potential 0`, '2%'],
      ['Fourth', `${MINUS}6`, `consistency ${MINUS}5, potential 0`, '0.5%'],
    ]);
    // The book's words, each with its section.
    expect(within(combat()).getByText(`“${HEIMR_BOOK.dodge.quote}”`, { exact: false })).toBeInTheDocument();
    expect(within(combat()).getByText(`“${HEIMR_BOOK.defencePenalty.quote}”`, { exact: false })).toHaveTextContent(
      '(Defending against multiple attacks)',
    );
    expect(
      within(combat()).getByText(/A block needs a shield and a parry a melee weapon; none is in hand/),
    ).toBeInTheDocument();
  });

  it('follows the attack score typed with the keyboard, and says what to type when it is not a whole number', async () => {
    const user = userEvent.setup({ delay: null });
    render(<HeimrSheetView editor={newCharacter()} />);
    // From the page's only control before it, the box that shows untrained abilities, Tab reaches the field.
    screen.getByRole('checkbox', { name: 'Show untrained abilities too' }).focus();
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('{Backspace}8');
    // 8 or more: the first only with a d10 of 8 to 10, 3 in 10; the lower die never, as the d6 stops at 6.
    expect(
      tableRows(dodges(8))
        .slice(1)
        .map((r) => r[3]),
    ).toEqual(['30%', '0%', '0%', '0%']);
    await user.keyboard('{Backspace}');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(
      `An attack score is a whole number from ${MINUS}20 to 60; type one to see the chances against it. Until then they are against 6.`,
    );
    expect(dodges(6)).toBeInTheDocument();
    await user.keyboard('4');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    // 4 or more, the fatigue too: the first fails on a d6 under 4 and a d10 under 4, (3/6)(3/10), so 85%; the lower
    // die reaches 4 on (3/6)(7/10) = 35%; then (1/2)(0.7)^3 = 17% and (1/2)(0.7)^5 = 8%.
    expect(
      tableRows(dodges(4))
        .slice(1)
        .map((r) => r[3]),
    ).toEqual(['85%', '35%', '17%', '8%']);
  });

  it('explains a dodge’s chance by its penalty and its dice, from the Why button beside it', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newCharacter();
    render(
      <OnCharacterPage editor={editor}>
        <HeimrSheetView editor={editor as never} />
      </OnCharacterPage>,
    );
    const question = 'Why is the second dodge’s chance against attack score 6 8%?';
    await user.click(within(combat()).getByRole('button', { name: question }));
    const formula = screen.getByRole('dialog', { name: question }).querySelector('.explain-formula')!.textContent!;
    expect(formula).toMatch(
      /^Second dodge since the last turn: penalty 2 × 1 earlier dodge = 2: consistency \+1 − 2 = -1/,
    );
    expect(formula).toMatch(/5 of the 60 rolls → 8%$/);
  });

  it('gives the body-part table, the injury effects and every effect in the book’s words', () => {
    render(<HeimrSheetView editor={newCharacter()} />);
    expect(tableRows(within(combat()).getByRole('table', { name: 'Targeting a body part' }))).toEqual([
      ['Body part', 'D6 result'],
      ['Torso', '5 or 6'],
      ['Sword arm', '4'],
      ['Other arm', '3'],
      ['Right leg', '2'],
      ['Left leg', '1'],
    ]);
    expect(
      within(combat()).getByText(
        /“Targeting a specific body part has a consistency penalty of two to the attack roll\.”/,
      ),
    ).toBeInTheDocument();
    expect(tableRows(within(combat()).getByRole('table', { name: 'Injury effects' }))).toEqual([
      ['Body part hit', 'Effect'],
      ['Either arm', 'Drop item'],
      ['Leg(s)', 'Fall'],
      ['Torso', 'Daze'],
    ]);
    expect(within(combat()).getByText(/^“The effect lasts as long as the character is injured\.”/)).toHaveTextContent(
      '(Injury Effects)',
    );
    const terms = within(combat()).getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual([
      'Hit',
      'Drain',
      'Fall',
      'Drop',
      'Stumble',
      'Daze',
      'Break',
      'Bind',
      'Weaken',
      'Resist',
      'Miss',
    ]);
    expect(terms[1]!.nextElementSibling).toHaveTextContent(/^You lose one willpower\.$/);
    expect(terms[10]!.nextElementSibling).toHaveTextContent(
      /^An opponent's attack didn't do damage and the effect was resisted\.$/,
    );
  });

  it('says so, and what to do, when the campaign has no Agility to dodge with', () => {
    render(
      <HeimrSheetView editor={newCharacter({ abilities: STANDARD_ABILITIES.filter((a) => a.id !== 'agility') })} />,
    );
    expect(
      within(combat()).getByText(/This campaign has no Agility ability, so there is no dodge to show\./),
    ).toBeInTheDocument();
    expect(within(combat()).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('prints the dodges against attack scores 4 to 10, and leaves the character’s numbers to the pencil', () => {
    const editor = newCharacter();
    const { unmount } = render(
      <HeimrPrintSheet
        editor={editor}
        options={{ pageSize: 'A4', includeHistory: false, blank: false, date: '2026-11-21' }}
      />,
    );
    const table = () =>
      screen.getByRole('table', { name: 'Dodge with Agility: chance the attack misses, by attack score' });
    // Attack 10: the first dodge only with a d10 of 10, 1 in 10.
    expect(tableRows(table())).toEqual([
      ['Dodge', 'Penalty', 'Consistency', 'Attack 4', 'Attack 6', 'Attack 8', 'Attack 10'],
      ['First', 'none', '+1', '85%', '58%', '30%', '10%'],
      ['Second', `${MINUS}2`, `${MINUS}1`, '35%', '8%', '0%', '0%'],
      ['Third', `${MINUS}4`, `${MINUS}3`, '17%', '2%', '0%', '0%'],
      ['Fourth', `${MINUS}6`, `${MINUS}5`, '8%', '0.5%', '0%', '0%'],
    ]);
    expect(screen.getByText(/Either arm Drop item, Leg\(s\) Fall, Torso Daze/)).toBeInTheDocument();
    unmount();
    render(
      <HeimrPrintSheet
        editor={editor}
        options={{ pageSize: 'A4', includeHistory: false, blank: true, date: '2026-11-21' }}
      />,
    );
    expect(tableRows(table())[1]).toEqual(['First', 'none', '', '', '', '', '']);
  });
});
