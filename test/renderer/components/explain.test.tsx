import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { HistoryView } from '../../../src-renderer/components/history-view';
import { SectionPlaceContext, type SectionPlace } from '../../../src-renderer/components/section-place';
import type { HistoryDescriber } from '../../../src-renderer/contract/history-describer';
import type { SectionProps } from '../../../src-renderer/contract/game-screens';
import { heimrHistoryDescriber } from '../../../src-renderer/systems/heimr/history-describer';
import { HeimrSheetView } from '../../../src-renderer/systems/heimr/sheet/heimr-sheet-view';
import { hursagmuHistoryDescriber } from '../../../src-renderer/systems/hursagmu/history-describer';
import { HursagmuSheetView } from '../../../src-renderer/systems/hursagmu/sheet/hursagmu-sheet-view';
import { mlsHistoryDescriber } from '../../../src-renderer/systems/mls/history-describer';
import { MlsSheetView } from '../../../src-renderer/systems/mls/sheet/mls-sheet-view';
import { symbaroumHistoryDescriber } from '../../../src-renderer/systems/symbaroum/history-describer';
import { SymbaroumSheetView } from '../../../src-renderer/systems/symbaroum/sheet/symbaroum-sheet-view';
import { explainValue } from '../../../shared/rules/core/explain-character';
import { figure, MINUS } from '../../../src-renderer/base/format';
import { OnCharacterPage, referenceEditor, type ReferenceEditor } from '../explain-page';

/*
 * "Why is this number what it is?" on the sheet of every game: the control's name, the keyboard, and what the
 * explanation says, checked against the books' rules worked out by hand for the reference characters
 * (test/fixtures/<game>/reference).
 */

type AnySheet = ComponentType<SectionProps<never, never, never>>;

/** A sheet with its explanations but outside the character page: no History to lead an entry to. */
function SheetAlone({ editor, Sheet }: { editor: ReferenceEditor; Sheet: AnySheet }) {
  return (
    <OnCharacterPage editor={editor}>
      <Sheet editor={editor as never} />
    </OnCharacterPage>
  );
}

/** The character page's Sheet and History sections, with the section and step the page keeps in the address. */
function CharacterSections({
  editor,
  Sheet,
  describer,
}: {
  editor: ReferenceEditor;
  Sheet: AnySheet;
  describer: HistoryDescriber<never>;
}) {
  const [place, setPlace] = useState<{ section: string; step?: string }>({ section: 'sheet' });
  const sectionPlace = useMemo<SectionPlace>(
    () => ({ step: place.step, showStep: (step) => setPlace((p) => ({ ...p, step })) }),
    [place.step],
  );
  // As the character page gives them (screens/character-screen.tsx): the game's words, and the way to an entry.
  const showEntry = useCallback((step: string) => setPlace({ section: 'history', step }), []);
  return (
    <SectionPlaceContext.Provider value={sectionPlace}>
      <OnCharacterPage editor={editor} describer={describer} showEntry={showEntry}>
        {place.section === 'sheet' ? (
          <Sheet editor={editor as never} showSection={(section) => setPlace({ section })} />
        ) : (
          <HistoryView editor={editor} describer={describer as HistoryDescriber<unknown>} />
        )}
      </OnCharacterPage>
    </SectionPlaceContext.Provider>
  );
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('The "Why?" control on the Symbaroum sheet', () => {
  // Ylva: Strong 9, so Pain Threshold = 9 ÷ 2, rounded up = 5 ("Secondary Attributes"). Toughness 10 (Strong 9, never
  // below 10), 3 damage in e3 leaves 7, and Medicus heals the roll of 2 in e4: 9 now.
  const ylva = (settings?: Record<string, unknown>) => referenceEditor('symbaroum', 'ylva', settings);
  const page = (editor = ylva()) =>
    render(
      <CharacterSections
        editor={editor}
        Sheet={SymbaroumSheetView as AnySheet}
        describer={symbaroumHistoryDescriber}
      />,
    );

  it('is reached with Tab, opens with Enter or Space, and Escape closes it with focus back on it', async () => {
    const user = userEvent.setup({ delay: null });
    page();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Why is Toughness now 9?' })).toHaveFocus();
    await user.tab();
    await user.tab();
    const why = screen.getByRole('button', { name: 'Why is Pain Threshold 5?' });
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dialog('Why is Pain Threshold 5?')).toBeInTheDocument();
    expect(within(dialog('Why is Pain Threshold 5?')).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
    await user.keyboard(' ');
    expect(dialog('Why is Pain Threshold 5?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
  });

  it('gives the formula with the character’s inputs and the book’s own words, with where they stand', async () => {
    const user = userEvent.setup({ delay: null });
    page();
    await user.click(screen.getByRole('button', { name: 'Why is Pain Threshold 5?' }));
    const open = dialog('Why is Pain Threshold 5?');
    expect(within(open).getByText('Pain Threshold = Strong 9 ÷ 2, rounded up → 5')).toBeInTheDocument();
    const quote = within(open).getByText('Pain Threshold = Strong/2 (rounded up)');
    expect(quote.tagName).toBe('BLOCKQUOTE');
    expect(quote.closest('figure')).toHaveTextContent('Symbaroum core rules, Secondary Attributes');
    expect(within(open).getByText(/No entry of the history changed it/)).toBeInTheDocument();
  });

  it('names the entries that moved a value as the history does, each leading to its row in the history', async () => {
    const user = userEvent.setup({ delay: null });
    page();
    await user.click(screen.getByRole('button', { name: 'Why is Toughness now 9?' }));
    const open = dialog('Why is Toughness now 9?');
    const entries = within(open).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Took 3 damage/),
      expect.stringMatching(/^Healed by Medicus \(rolled 2\)/),
    ]);
    await user.click(within(open).getByRole('button', { name: 'Healed by Medicus (rolled 2)' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Healed by Medicus \(rolled 2\)/ });
    expect(row).toHaveFocus();
    expect(row).toHaveAttribute('aria-current', 'true');
  });

  it('shows a house rule as a house rule, with the default beside it and whose the default is', async () => {
    const user = userEvent.setup({ delay: null });
    // The app starts a character with 50 experience, as the book gives none (docs/rules/symbaroum.md); this campaign
    // gives 60, and Ylva was awarded 20 since.
    page(ylva({ startingExperience: 60 }));
    await user.click(screen.getByRole('button', { name: 'Why is Experience earned 80?' }));
    const setting = within(dialog('Why is Experience earned 80?')).getByText(/^Starting experience:/);
    expect(setting).toHaveTextContent(
      /^Starting experience: 60 experience points House rule \(the default: 50 experience points, the app’s choice: the book gives no starting experience; .+\)$/,
    );
  });

  it('shows no house rule where the campaign keeps the default', async () => {
    const user = userEvent.setup({ delay: null });
    page();
    await user.click(screen.getByRole('button', { name: 'Why is Experience earned 70?' }));
    const setting = within(dialog('Why is Experience earned 70?')).getByText(/^Starting experience:/);
    expect(setting).toHaveTextContent(/^Starting experience: 50 experience points$/);
  });
});

describe.each([
  {
    game: 'heimr',
    name: 'bjorn',
    Sheet: HeimrSheetView as AnySheet,
    describer: heimrHistoryDescriber,
    // "Base fatigue": 4 – stamina, never below 1; Bjorn's Stamina is 3.
    question: 'Why is Base fatigue 1?',
    formula: 'Base fatigue = 4 - Stamina 3 = 1',
    quote: '4 – stamina = base fatigue',
    place: 'Heimr Tabletop RPG Core, Base fatigue',
  },
  {
    game: 'mls',
    name: 'aldric',
    Sheet: MlsSheetView as AnySheet,
    describer: mlsHistoryDescriber,
    // "Total Hit Points (THP)": Size 2 + Body 2 − 2 = 2 dice, rolled 9; base × 3 = 6; the greater is 9.
    question: 'Why is Hit points 9?',
    formula: 'THP = the roll 9 or base 2 x 3 = 6, whichever is greater → 9',
    quote: 'THP equals the roll OR the base x3, whichever is the greater.',
    place: 'The Nutshell MLS, Total Hit Points (THP)',
  },
  {
    game: 'hursagmu',
    name: 'gilgamesh',
    Sheet: HursagmuSheetView as AnySheet,
    describer: hursagmuHistoryDescriber,
    // "Movement": 10 + Athletics, less the armor value; Gilgamesh has Athletics 3 and no armor.
    question: 'Why is Movement 13?',
    formula: 'Movement = 10 + Athletics 3 - armor 0 = 13 → 13 spaces per action',
    quote:
      'Characters can move [10 + Athletics] spaces per action. The character’s armor value is subtracted from this.',
    place: 'HURSAGMU, Movement',
  },
])('The "Why?" control on the $game sheet', ({ game, name, Sheet, describer, question, formula, quote, place }) => {
  it('is named by the value, opens from the keyboard and says why, in the book’s words', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CharacterSections editor={referenceEditor(game, name)} Sheet={Sheet} describer={describer} />);
    const why = screen.getByRole('button', { name: question });
    why.focus();
    await user.keyboard('{Enter}');
    const open = dialog(question);
    expect(within(open).getByRole('heading', { name: question })).toBeInTheDocument();
    expect(within(open).getByText(formula)).toBeInTheDocument();
    expect(within(open).getByText(quote).closest('figure')).toHaveTextContent(place);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
  });
});

describe('The "Why?" control outside the character page', () => {
  it('is not shown where the sheet has no explanations to give', () => {
    render(<HistoryView editor={referenceEditor('symbaroum', 'ylva')} />);
    expect(screen.queryByRole('button', { name: /^Why is/ })).not.toBeInTheDocument();
  });

  it('gives the MLS reading where the book is silent, said to be the app’s', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SheetAlone editor={referenceEditor('mls', 'aldric')} Sheet={MlsSheetView as AnySheet} />);
    await user.click(screen.getByRole('button', { name: 'Why is Hit points 9?' }));
    const open = dialog('Why is Hit points 9?');
    expect(within(open).getByRole('heading', { name: 'The app’s reading' })).toBeInTheDocument();
    expect(
      within(open).getByText(/^The project’s reading: hit and magic points are fixed at creation/),
    ).toBeInTheDocument();
    // Without the page around it, an entry cannot lead to the history: the entries are words, not buttons.
    expect(
      within(open)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
  });
});

describe.each([
  { game: 'symbaroum', Sheet: SymbaroumSheetView as AnySheet, names: ['brand', 'orm', 'saga', 'tyra', 'ylva'] },
  { game: 'heimr', Sheet: HeimrSheetView as AnySheet, names: ['bjorn', 'hild', 'ragna', 'sigrun', 'torvald'] },
  { game: 'mls', Sheet: MlsSheetView as AnySheet, names: ['aldric', 'brindle', 'elowen', 'grukk', 'mira', 'pip'] },
  {
    game: 'hursagmu',
    Sheet: HursagmuSheetView as AnySheet,
    names: ['ashur', 'bob', 'enkidu', 'gilgamesh', 'ninsun'],
  },
])('Every "Why?" on the $game sheet', ({ game, Sheet, names }) => {
  it.each(names)('explains a value of %s’s sheet, the value it is named by', (name) => {
    const editor = referenceEditor(game, name);
    render(<SheetAlone editor={editor} Sheet={Sheet} />);
    // The values of the sheet, each at its path; a chance's "Why?" explains a roll instead (explain-odds.test.tsx).
    const whys = screen.getAllByRole('button', { name: /^Why is / }).filter((why) => why.hasAttribute('data-explains'));
    expect(whys.length).toBeGreaterThan(5);
    for (const why of whys) {
      const path = why.getAttribute('data-explains')!;
      const explained = explainValue(editor.system, editor.evaluation, editor.settings, path);
      expect(explained?.formula, `${why.getAttribute('aria-label')} (${path})`).toMatch(/\S/);
      expect(explained?.sources.length, path).toBeGreaterThan(0);
      // The number the control names is the sheet's, however it is written (+3, −1, 4,800 lb; an MLS level of 0 is
      // "base"). Words (an encumbrance, a level's name) are the game's own for the value, not checked here.
      const value = explained?.value;
      const name = why.getAttribute('aria-label')!;
      if (typeof value === 'number' && !(value === 0 && name.endsWith(' base?')))
        expect(name, path).toContain(figure(Math.abs(value)).replace(MINUS, ''));
    }
  });
});
