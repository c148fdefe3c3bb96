import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEvent } from '../../../../shared/model';
import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../../shared/rules/systems/heimr';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HeimrAdvance } from '../../../../src-renderer/systems/heimr/advance/heimr-advance';
import { heimrHistoryDescriber } from '../../../../src-renderer/systems/heimr/history-describer';
import { HeimrSheetView } from '../../../../src-renderer/systems/heimr/sheet/heimr-sheet-view';
import { tableRows } from '../../builder-page';
import { OnCharacterPage } from '../../explain-page';
import { gameEditor } from '../../game-editor';

/*
 * Willpower at the table. The project's default campaign gives willpower 3 (the book leaves it to the LARP
 * documents). Persuasion trained to potential 1 rolls the d6 alone plus 1 (consistency 0): one roll meets CR c
 * with (8 − c) of the 6 faces, and with n re-rolls of a failed roll 1 − ((c − 2) / 6)^(n + 1), each re-roll
 * costing one willpower ("Challenge requirements").
 */

type Editor = CharacterEditorStore<HeimrCreation, HeimrSheet, HeimrSettings>;

const spent = (id: string, amount: number, reason?: string): LedgerEvent =>
  ({ id, date: '2026-11-21', type: 'spend-willpower', amount, ...(reason ? { reason } : {}) }) as LedgerEvent;

function persuader(events: LedgerEvent[] = []): Editor {
  return gameEditor(
    'heimr',
    {
      id: 'ragna',
      name: 'Ragna',
      creation: { attributes: {}, training: { persuasion: { consistency: 0, potential: 1 } } },
      events,
    },
    {},
  );
}

const outcome = () => screen.getByRole('status', { name: 'Last entry' });
const play = () => screen.getByRole('region', { name: 'Play' });
const valueOf = (term: string) =>
  within(play())
    .getAllByRole('term')
    .find((t) => t.textContent === term)!.nextElementSibling!.textContent;

describe('Heimr willpower on the Advance page', () => {
  it('records willpower spent with its reason and regained, and refuses more than is left or was spent', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = persuader();
    render(<HeimrAdvance editor={editor} />);
    expect(screen.getByRole('heading', { name: 'Willpower: 3 of 3' })).toBeInTheDocument();
    const amount = screen.getByRole('spinbutton', { name: 'Willpower' });
    await user.clear(amount);
    await user.type(amount, '2');
    await user.type(
      screen.getByRole('textbox', { name: 'Reason (optional)' }),
      're-roll of a failed Climbing challenge',
    );
    await user.click(screen.getByRole('button', { name: 'Record 2 willpower spent' }));
    expect(outcome()).toHaveTextContent('Spent 2 willpower (re-roll of a failed Climbing challenge).');
    expect(screen.getByRole('heading', { name: 'Willpower: 1 of 3' })).toBeInTheDocument();
    expect(editor.file.events.at(-1)).toMatchObject({
      type: 'spend-willpower',
      amount: 2,
      reason: 're-roll of a failed Climbing challenge',
    });

    // 1 left: two more cannot be spent; 2 spent: three cannot be regained.
    expect(screen.getByRole('button', { name: 'Record 2 willpower spent' })).toHaveAccessibleDescription(
      'Record 2 willpower spent: the character has 1 willpower left, not 2; spend at most 1.',
    );
    await user.clear(amount);
    await user.type(amount, '3');
    expect(screen.getByRole('button', { name: 'Record 3 willpower regained' })).toHaveAccessibleDescription(
      'Record 3 willpower regained: the character has spent 2 willpower of 3, not 3; regain at most 2.',
    );
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(screen.getByRole('button', { name: 'Record 2 willpower regained' }));
    expect(outcome()).toHaveTextContent('Regained 2 willpower.');
    expect(editor.sheet!.willpower).toEqual({ full: 3, current: 3 });
    expect(screen.getByRole('button', { name: 'Record 2 willpower regained' })).toHaveAccessibleDescription(
      "Record 2 willpower regained: the character's willpower is already full (3), so 2 willpower cannot be regained.",
    );
    expect(editor.file.events.map((e) => e.type)).toEqual(['spend-willpower', 'regain-willpower']);
  });

  it('words the entries in the history with their reason, and what they changed', () => {
    const editor = persuader([
      spent('e1', 1, 'Drain'),
      { id: 'e2', date: '2026-11-21', type: 'regain-willpower', amount: 1 } as LedgerEvent,
    ]);
    const sheets = editor.evaluation.sheets!;
    const events = editor.file.events;
    expect(heimrHistoryDescriber.describe(events[0]!, sheets[0])).toBe('Spent 1 willpower: Drain');
    expect(heimrHistoryDescriber.describe(events[1]!, sheets[1])).toBe('Regained 1 willpower');
    expect(heimrHistoryDescriber.changes(sheets[0]!, sheets[1]!)).toEqual(['Willpower 3 → 2']);
    expect(heimrHistoryDescriber.changes(sheets[1]!, sheets[2]!)).toEqual(['Willpower 2 → 3']);
  });
});

describe('Heimr willpower on the sheet', () => {
  it('shows willpower now beside the full figure, and initiative rolling the willpower left', () => {
    render(<HeimrSheetView editor={persuader([spent('e1', 2)])} />);
    expect(valueOf('Willpower')).toBe('1 of 3 (one for each re-roll of a failed CR, one for a Drain)');
    expect(valueOf('Initiative')).toBe(
      'consistency 0, potential +1 (Dexterity as consistency, willpower now 1 as potential)',
    );
  });

  it('gives each ability’s chances with one and two re-rolls while the willpower lasts', () => {
    render(<HeimrSheetView editor={persuader()} />);
    const table = screen.getByRole('table', {
      name: /^Chance for Persuasion to meet each challenge requirement with one roll/,
    });
    expect(tableRows(table)).toEqual([
      ['CR', 'One roll', '1 re-roll (1 willpower)', '2 re-rolls (2 willpower)'],
      ['2', '100%', '100%', '100%'],
      ['3', '83%', '97%', '99.5%'],
      ['4', '67%', '89%', '96%'],
      ['5', '50%', '75%', '88%'],
      ['6', '33%', '56%', '70%'],
      ['7', '17%', '31%', '42%'],
    ]);
  });

  it('offers one re-roll with one willpower left, and none with none', () => {
    const { unmount } = render(<HeimrSheetView editor={persuader([spent('e1', 2)])} />);
    const table = screen.getByRole('table', {
      name: /^Chance for Persuasion to meet each challenge requirement with one roll/,
    });
    expect(tableRows(table)[0]).toEqual(['CR', 'One roll', '1 re-roll (1 willpower)']);
    unmount();
    render(<HeimrSheetView editor={persuader([spent('e1', 3)])} />);
    expect(screen.queryByRole('table', { name: /with one roll/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('With no willpower left, a failed roll of Persuasion cannot be re-rolled.'),
    ).toBeInTheDocument();
  });

  it('explains a chance with re-rolls from the one roll’s count', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = persuader();
    render(
      <OnCharacterPage editor={editor as never}>
        <HeimrSheetView editor={editor} />
      </OnCharacterPage>,
    );
    const question = 'Why is Persuasion’s chance against CR 5 88% with 2 re-rolls?';
    await user.click(screen.getByRole('button', { name: question }));
    const formula = screen.getByRole('dialog', { name: question }).querySelector('.explain-formula')!.textContent!;
    expect(formula).toMatch(/^Persuasion: Consistency 0: 1d6 alone; CR 5 − potential \+1 = 4 or more/);
    expect(formula).toMatch(/every one of 3 rolls fails 3 of 6 times, so 1 − \(3\/6\)\^3 → 88%$/);
  });
});
