import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MLS_BOOK } from '../../../shared/rules/systems/mls';
import { FateStep } from '../../../src-renderer/systems/mls/builder/fate-step';
import { PrimaryStep } from '../../../src-renderer/systems/mls/builder/primary-step';
import { NegativeStep, OccupationStep } from '../../../src-renderer/systems/mls/builder/trait-steps';
import type { MlsEditor } from '../../../src-renderer/systems/mls/controls/creation-step';
import { OnCharacterPage, referenceEditor, type ReferenceEditor } from '../explain-page';

/*
 * "Why does this change cost what it costs?" beside the Nutshell MLS builder's priced buttons: the control comes
 * after its button in the keyboard's order, its name is the question with the button's price, and the explanation it
 * opens works the price out from the lines of the CP budget the change moves, each by the book's table. The
 * character is Aldric (test/fixtures/mls/reference/characters/aldric.json): Strength average +1, Aura average -1,
 * Soldier his occupation at base +1, Fear of the Dark a negative trait at base +1, one extra fate point.
 */

/** Aldric open as his page edits him, and as the MLS screens see their editor. */
function aldric(): { page: ReferenceEditor; editor: MlsEditor } {
  const page = referenceEditor('mls', 'aldric');
  return { page, editor: page as unknown as MlsEditor };
}

/** A builder step of Aldric's inside his page's explanations. */
function onPage(step: (editor: MlsEditor) => ReactNode) {
  const { page, editor } = aldric();
  return render(<OnCharacterPage editor={page}>{step(editor)}</OnCharacterPage>);
}

interface BuilderCase {
  step: string;
  render(editor: MlsEditor): ReactNode;
  button: string;
  question: string;
  formula: string;
  quote: string;
}

const CASES: BuilderCase[] = [
  {
    step: 'primary traits',
    render: (editor) => <PrimaryStep editor={editor} />,
    // "Primary Traits": "+1 costs 2 CPs, +2 costs 5 CPs": Strength from average +1 to +2 costs 5 - 2 = 3 CPs.
    button: 'Raise Strength to 4 (costs 3 CPs)',
    question: 'Why does Raise Strength to 4 cost 3 CPs?',
    formula:
      'Raise Strength to 4: Strength at average +2: chosen at creation: the “Primary Traits” table prices racial average +2 at 5 CPs, costs 5 CPs, in place of Strength at average +1, which cost 2 CPs → costs 3 CPs',
    quote: MLS_BOOK.primaryCost.quote,
  },
  {
    step: 'occupation',
    render: (editor) => <OccupationStep editor={editor} />,
    // "Secondary Traits": "3CPs for base+1, 6CPs for base+2"; "Occupation": "costs double the costs of single
    // skills": Soldier from base +1 (3 x 2 = 6) to base +2 (6 x 2 = 12) costs 12 - 6 = 6 CPs.
    button: 'Raise Soldier to base +2 (costs 6 CPs)',
    question: 'Why does Raise Soldier to base +2 cost 6 CPs?',
    formula:
      'Raise Soldier to base +2: Soldier (occupation) at base +2: Soldier (Trained): the table gives 6 CPs for a Trained or Natural skill at base +2, doubled for the occupation: 6 x 2 = 12, costs 12 CPs, in place of Soldier (occupation) at base +1, which cost 6 CPs → costs 6 CPs',
    quote: MLS_BOOK.occupationCost.quote,
  },
  {
    step: 'fate points',
    render: (editor) => <FateStep editor={editor} />,
    // "Fate Points": "Extra Fate Points may be bought at a cost of 5 CPs each": a second one, 2 x 5 = 10 in place of 5.
    button: 'Buy a fate point (costs 5 CPs)',
    question: 'Why does Buy a fate point cost 5 CPs?',
    formula:
      'Buy a fate point: 2 extra Fate Points: extra fate points cost 5 CPs each: 2 x 5, costs 10 CPs, in place of 1 extra Fate Point, which cost 5 CPs → costs 5 CPs',
    quote: MLS_BOOK.fateBought.quote,
  },
];

describe.each(CASES)('The "Why?" of a priced button in the MLS builder’s $step', (c) => {
  it('comes after its button with Tab, asks with the button’s price, and explains it from the book', async () => {
    const user = userEvent.setup({ delay: null });
    onPage(c.render);
    screen.getByRole('button', { name: c.button }).focus();
    await user.tab();
    const why = screen.getByRole('button', { name: c.question });
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    const open = screen.getByRole('dialog', { name: c.question });
    expect(open.querySelector('.explain-formula')!.textContent).toBe(c.formula);
    expect(within(open).getByRole('heading', { name: 'From the book' })).toBeInTheDocument();
    expect(open.textContent).toContain(c.quote);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
  });
});

describe('The "Why?" of a builder button that yields CPs', () => {
  it('asks why it yields them, and the lines it moves add up to the same CPs', async () => {
    const user = userEvent.setup({ delay: null });
    onPage((editor) => <NegativeStep editor={editor} />);
    // "Negative traits can be acquired yielding CPs at the same rate as the cost for a Trained skill": Fear of the
    // Dark from base +1 (3 CPs) to base +2 (6 CPs) yields 6 - 3 = 3 CPs more.
    expect(screen.getByRole('button', { name: 'Raise Fear of the Dark to base +2 (yields 3 CPs)' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Why does Raise Fear of the Dark to base +2 yield 3 CPs?' }));
    const formula = screen.getByRole('dialog').querySelector('.explain-formula')!.textContent;
    expect(formula).toMatch(
      /^Raise Fear of the Dark to base \+2: Negative trait Fear of the Dark at base \+2: .+ 6 CPs, gives 6 CPs, in place of .+ which gave 3 CPs → yields 3 CPs$/,
    );
    expect(screen.getByRole('dialog').textContent).toContain(MLS_BOOK.negatives.quote);
  });

  it('is not offered outside a character’s page', () => {
    render(<PrimaryStep editor={aldric().editor} />);
    expect(screen.getByRole('button', { name: 'Raise Strength to 4 (costs 3 CPs)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Why / })).not.toBeInTheDocument();
  });
});
