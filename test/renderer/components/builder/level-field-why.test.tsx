import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { HURSAGMU_BOOK } from '../../../../shared/rules/systems/hursagmu';
import { MLS_BOOK } from '../../../../shared/rules/systems/mls';
import { TraitsStep } from '../../../../src-renderer/systems/hursagmu/builder/traits-step';
import type { HursagmuEditor } from '../../../../src-renderer/systems/hursagmu/controls/creation-change';
import { PrimaryStep } from '../../../../src-renderer/systems/mls/builder/primary-step';
import { NegativeStep, SecondaryStep } from '../../../../src-renderer/systems/mls/builder/trait-steps';
import type { MlsEditor } from '../../../../src-renderer/systems/mls/controls/creation-step';
import { PersonalityPair } from '../../../../src-renderer/systems/mls/controls/personality-pair';
import { OnCharacterPage, referenceEditor, type ReferenceEditor } from '../../explain-page';

/*
 * "Why does this typed value cost what it costs?" beside a builder's typed level: while a value is typed, the price
 * shown under the field has the same "Why?" as the step button for the same change, asked in the field's words
 * ("Set Strength to 4"), and opening it neither takes nor drops the typed value. The characters are Aldric
 * (test/fixtures/mls/reference/characters/aldric.json: human, Strength average +1, Stamina an Inherent skill at
 * base +1, Fear of the Dark at base +1) and Bob (test/fixtures/hursagmu/reference/characters/bob.json: Trading 6,
 * 18 of the 60 character points spent).
 */

/** A builder step of a reference character inside the explanations of the character's page. */
function onPage(page: ReferenceEditor, step: ReactNode) {
  return render(<OnCharacterPage editor={page}>{step}</OnCharacterPage>);
}

/** Both characters have been played: their creation is open to changes as after "Edit creation". */
function reopened(page: ReferenceEditor): ReferenceEditor {
  page.reopenCreation('Chosen wrongly at creation');
  return page;
}

function aldric() {
  const page = reopened(referenceEditor('mls', 'aldric'));
  return { page, editor: page as unknown as MlsEditor };
}

function bob(settings?: Record<string, unknown>) {
  const page = reopened(referenceEditor('hursagmu', 'bob', settings));
  return { page, editor: page as unknown as HursagmuEditor };
}

/** A typed value's "Why?" (the step buttons' say "Raise" or "Lower"). */
const anyWhy = { name: /^Why (does|is) Set / };

/** The dialog a "Why?" opened: its formula, and whether it quotes the book. */
function openExplanation(question: string) {
  const open = screen.getByRole('dialog', { name: question });
  return {
    formula: open.querySelector('.explain-formula')!.textContent,
    quotes: (quote: string) => open.textContent!.includes(quote),
    fromTheBook: within(open).queryByRole('heading', { name: 'From the book' }),
  };
}

describe('The "Why?" of a typed MLS level', () => {
  // "Primary Traits": "+1 costs 2 CPs, +2 costs 5 CPs": a human's Strength average is 2, so Aldric's +1 is 3 and
  // 4 is +2, which costs 5 - 2 = 3 CPs more.
  const strengthQuestion = 'Why does Set Strength to 4 cost 3 CPs?';
  const strengthFormula =
    'Set Strength to 4: Strength at average +2: chosen at creation: the “Primary Traits” table prices racial average +2 at 5 CPs, costs 5 CPs, in place of Strength at average +1, which cost 2 CPs → costs 3 CPs';

  it('follows the typed price with Tab, explains it from the book, and leaves the value to take with Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = aldric();
    onPage(page, <PrimaryStep editor={editor} />);
    const strength = screen.getByRole('spinbutton', { name: 'Strength' });
    expect(strength).toHaveValue(3);
    await user.clear(strength);
    await user.type(strength, '4');
    expect(strength).toHaveAccessibleDescription('Strength 4: costs 3 CPs; press Enter to take it');

    await user.tab();
    const why = screen.getByRole('button', { name: strengthQuestion });
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    const explained = openExplanation(strengthQuestion);
    expect(explained.formula).toBe(strengthFormula);
    expect(explained.fromTheBook).toBeInTheDocument();
    expect(explained.quotes(MLS_BOOK.primaryCost.quote)).toBe(true);
    // Reading the explanation takes nothing.
    expect(editor.creation!.primaries.strength).toBe(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
    expect(strength).toHaveValue(4);
    expect(strength).toHaveAccessibleDescription('Strength 4: costs 3 CPs; press Enter to take it');
    expect(editor.creation!.primaries.strength).toBe(1);

    await user.tab({ shift: true });
    expect(strength).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(editor.creation!.primaries.strength).toBe(2);
    expect(editor.undoLabel).toBe('Undo: set Strength to 4');
    expect(screen.queryByRole('button', anyWhy)).not.toBeInTheDocument();
  });

  it('opened with the pointer, gives the focus back to the field with the value still typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = aldric();
    onPage(page, <PrimaryStep editor={editor} />);
    const strength = screen.getByRole('spinbutton', { name: 'Strength' });
    await user.clear(strength);
    await user.type(strength, '4');
    await user.click(screen.getByRole('button', { name: strengthQuestion }));
    expect(openExplanation(strengthQuestion).formula).toBe(strengthFormula);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(strength).toHaveFocus();
    expect(strength).toHaveValue(4);
    expect(editor.creation!.primaries.strength).toBe(1);
    await user.keyboard('{Enter}');
    expect(editor.creation!.primaries.strength).toBe(2);
  });

  it('takes the typed value when the focus moves on past the "Why?", as leaving the field does', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = aldric();
    onPage(page, <PrimaryStep editor={editor} />);
    const strength = screen.getByRole('spinbutton', { name: 'Strength' });
    await user.clear(strength);
    await user.type(strength, '4');
    await user.tab();
    expect(screen.getByRole('button', { name: strengthQuestion })).toHaveFocus();
    expect(editor.creation!.primaries.strength).toBe(1);
    await user.tab();
    expect(editor.creation!.primaries.strength).toBe(2);
    expect(editor.undoLabel).toBe('Undo: set Strength to 4');
  });

  it('asks why a typed negative level yields CPs, in the field’s words', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = aldric();
    onPage(page, <NegativeStep editor={editor} />);
    const fear = screen.getByRole('spinbutton', { name: 'Fear of the Dark, level above base' });
    await user.clear(fear);
    await user.type(fear, '2');
    // "Negative traits can be acquired yielding CPs at the same rate as the cost for a Trained skill": base +1
    // yields 3 CPs and base +2 yields 6, so 3 more.
    expect(fear).toHaveAccessibleDescription(
      'Fear of the Dark, level above base 2: yields 3 CPs; press Enter to take it',
    );
    const question = 'Why does Set Fear of the Dark to base +2 yield 3 CPs?';
    await user.click(screen.getByRole('button', { name: question }));
    const explained = openExplanation(question);
    expect(explained.formula).toMatch(
      /^Set Fear of the Dark to base \+2: Negative trait Fear of the Dark at base \+2: .+ 6 CPs, gives 6 CPs, in place of .+ which gave 3 CPs → yields 3 CPs$/,
    );
    expect(explained.quotes(MLS_BOOK.negatives.quote)).toBe(true);
  });

  it('asks why a typed secondary level costs what the book’s table says', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = aldric();
    onPage(page, <SecondaryStep editor={editor} />);
    const stamina = screen.getByRole('spinbutton', { name: 'Stamina, level above base' });
    await user.clear(stamina);
    await user.type(stamina, '2');
    // "Secondary Traits": "3CPs for base+1, 6CPs for base+2" and "Inherent skills cost 1CP less than these": Stamina
    // from base +1 (2) to base +2 (5) costs 3 CPs more.
    const question = 'Why does Set Stamina to base +2 cost 3 CPs?';
    await user.click(screen.getByRole('button', { name: question }));
    const explained = openExplanation(question);
    expect(explained.formula).toBe(
      'Set Stamina to base +2: Stamina at base +2: Stamina (Inherent): the table gives 6 CPs for a Trained or Natural skill at base +2, 1 CP less for an Inherent one: 6 - 1 = 5, costs 5 CPs, in place of Stamina at base +1, which cost 2 CPs → costs 3 CPs',
    );
    expect(explained.quotes(MLS_BOOK.inherentCost.quote)).toBe(true);
  });

  it('offers none for a value the rules refuse, nor for one that costs no CPs', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = aldric();
    onPage(
      page,
      <>
        <PrimaryStep editor={editor} />
        <PersonalityPair editor={editor} pair="cautious-reckless" />
      </>,
    );
    const strength = screen.getByRole('spinbutton', { name: 'Strength' });
    await user.clear(strength);
    await user.type(strength, '4');
    expect(screen.getByRole('button', { name: strengthQuestion })).toBeInTheDocument();
    // "Primary Traits": a primary trait stays within racial average ±2, so Strength 5 (+3) is refused.
    await user.clear(strength);
    await user.type(strength, '5');
    expect(strength).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', anyWhy)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    // A personality value is chosen for nothing: no line of the CP budget moves, so no rule explains a price.
    const cautious = screen.getByRole('spinbutton', { name: 'Cautious' });
    await user.clear(cautious);
    await user.type(cautious, '11');
    expect(cautious).toHaveAccessibleDescription('Cautious 11 (Reckless 9): no CPs; press Enter to take it');
    expect(screen.queryByRole('button', anyWhy)).not.toBeInTheDocument();
  });

  it('is not offered outside a character’s page', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PrimaryStep editor={aldric().editor} />);
    const strength = screen.getByRole('spinbutton', { name: 'Strength' });
    await user.clear(strength);
    await user.type(strength, '4');
    expect(strength).toHaveAccessibleDescription('Strength 4: costs 3 CPs; press Enter to take it');
    expect(screen.queryByRole('button', anyWhy)).not.toBeInTheDocument();
  });
});

describe('The "Why?" of a typed HURSAGMU trait level', () => {
  // "Cost": "| 6 | 8 |" and "| 7 | 12 |": Trading from 6 to 7 costs 12 - 8 = 4 character points.
  const question = 'Why does Set Trading to 7 cost 4 character points?';

  it('explains the typed price from the cost chart, and Enter then takes the value', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = bob();
    onPage(page, <TraitsStep editor={editor} />);
    const trading = screen.getByRole('spinbutton', { name: 'Trading' });
    await user.clear(trading);
    await user.type(trading, '7');
    expect(trading).toHaveAccessibleDescription('Trading 7: costs 4 character points; press Enter to take it');

    await user.tab();
    expect(screen.getByRole('button', { name: question })).toHaveFocus();
    await user.keyboard('{Enter}');
    const explained = openExplanation(question);
    expect(explained.formula).toBe(
      'Set Trading to 7: Trading 7: level 7 from human average (0), by the cost chart’s cost(7) = 12, costs 12 points, in place of Trading 6, which cost 8 points → costs 4 character points',
    );
    expect(explained.fromTheBook).toBeInTheDocument();
    expect(explained.quotes(HURSAGMU_BOOK.costChart.quote)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: question })).toHaveFocus();
    expect(editor.creation!.traits.trading).toBe(6);

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(editor.creation!.traits.trading).toBe(7);
    expect(editor.undoLabel).toBe('Undo: set Trading to 7');
  });

  it('asks why a typed lower level gives points back', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = bob();
    onPage(page, <TraitsStep editor={editor} />);
    const trading = screen.getByRole('spinbutton', { name: 'Trading' });
    await user.clear(trading);
    await user.type(trading, '5');
    // "Cost": "| 5 | 6 |": Trading from 6 to 5 gives back 8 - 6 = 2 character points.
    await user.click(screen.getByRole('button', { name: 'Why does Set Trading to 5 give back 2 character points?' }));
    expect(screen.getByRole('dialog').querySelector('.explain-formula')!.textContent).toBe(
      'Set Trading to 5: Trading 5: level 5 from human average (0), by the cost chart’s cost(5) = 6, costs 6 points, in place of Trading 6, which cost 8 points → gives back 2 character points',
    );
  });

  it('offers none for a level above the campaign’s limit', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = bob();
    onPage(page, <TraitsStep editor={editor} />);
    const trading = screen.getByRole('spinbutton', { name: 'Trading' });
    await user.clear(trading);
    await user.type(trading, '10');
    // "Cost": "| 10 | 32 |": 32 - 8 = 24 of the 42 character points left.
    expect(
      screen.getByRole('button', { name: 'Why does Set Trading to 10 cost 24 character points?' }),
    ).toBeInTheDocument();
    // The campaign keeps the default limit on beginning traits, level 10.
    await user.clear(trading);
    await user.type(trading, '11');
    expect(trading).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', anyWhy)).not.toBeInTheDocument();
  });

  it('offers none for a level the points left cannot pay', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, editor } = bob({ maxStartingTraitLevel: 12 });
    onPage(page, <TraitsStep editor={editor} />);
    const trading = screen.getByRole('spinbutton', { name: 'Trading' });
    // "Cost": "| 11 | 48 |": Trading 11 costs 48 - 8 = 40 of the 42 character points left.
    await user.clear(trading);
    await user.type(trading, '11');
    expect(
      screen.getByRole('button', { name: 'Why does Set Trading to 11 cost 40 character points?' }),
    ).toBeInTheDocument();
    // "| 12 | 64 |": Trading 12 would cost 64 - 8 = 56, more than is left.
    await user.clear(trading);
    await user.type(trading, '12');
    expect(trading).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', anyWhy)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(editor.creation!.traits.trading).toBe(6);
  });
});
