import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { HURSAGMU_BOOK, HURSAGMU_GIFT_COSTS } from '../../../shared/rules/systems/hursagmu';
import { GiftsStep } from '../../../src-renderer/systems/hursagmu/builder/gifts-step';
import { TraitsStep } from '../../../src-renderer/systems/hursagmu/builder/traits-step';
import type { HursagmuEditor } from '../../../src-renderer/systems/hursagmu/controls/creation-change';
import { OnCharacterPage, referenceEditor } from '../explain-page';

/*
 * "Why does this change cost what it costs?" beside the HURSAGMU builder's buttons priced in character points: the
 * control comes after its button in the keyboard's order, its name is the question with the button's price, and the
 * explanation it opens works the price out from the lines of the points budget the change moves, each by the book's
 * cost chart ("TRAITS" > "Cost") or the gift's own "Cost:" line. The character is Bob
 * (test/fixtures/hursagmu/reference/characters/bob.json): Athletics 2, Craftsmanship 5, Strength 2, Trading 6, no
 * gifts, 18 of the 60 character points spent.
 */

type PageEditor = Parameters<typeof OnCharacterPage>[0]['editor'];
const bob = () => referenceEditor('hursagmu', 'bob') as unknown as HursagmuEditor & PageEditor;

function onPage(editor: ReturnType<typeof bob>, step: ReactNode) {
  return render(<OnCharacterPage editor={editor}>{step}</OnCharacterPage>);
}

interface BuilderCase {
  step: string;
  render(editor: HursagmuEditor): ReactNode;
  button: string;
  question: string;
  formula: string;
  quote: string;
}

const CASES: BuilderCase[] = [
  {
    step: 'traits',
    render: (editor) => <TraitsStep editor={editor} />,
    // "Cost": "| 7 | 12 |" and "| 6 | 8 |": Trading from 6 to 7 costs 12 - 8 = 4 character points.
    button: 'Raise Trading to 7 (costs 4 character points)',
    question: 'Why does Raise Trading to 7 cost 4 character points?',
    formula:
      'Raise Trading to 7: Trading 7: level 7 from human average (0), by the cost chart’s cost(7) = 12, costs 12 points, in place of Trading 6, which cost 8 points → costs 4 character points',
    quote: '| 7 | 12 |',
  },
  {
    step: 'gifts',
    render: (editor) => <GiftsStep editor={editor} />,
    // "Starvision": "Cost: 8"; Bob has no gift, so it adds a line of 8 character points.
    button: 'Add Starvision (costs 8 character points)',
    question: 'Why does Add Starvision cost 8 character points?',
    formula:
      'Add Starvision: Gift: Starvision: all-or-nothing at a flat 8 (the book’s cost) → costs 8 character points',
    quote: HURSAGMU_GIFT_COSTS.starvision!.quote,
  },
];

describe.each(CASES)('The "Why?" of a priced button in the HURSAGMU builder’s $step', (c) => {
  it('comes after its button with Tab, asks with the button’s price, and explains it from the book', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = bob();
    onPage(editor, c.render(editor));
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

describe('The "Why?" of a HURSAGMU builder button that gives character points back', () => {
  it('asks why lowering gives them back, and the lines it moves add up to the same points', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = bob();
    onPage(editor, <TraitsStep editor={editor} />);
    // "Cost": "| 6 | 8 |" and "| 5 | 6 |": Trading from 6 to 5 gives back 8 - 6 = 2 character points.
    expect(screen.getByRole('button', { name: 'Lower Trading to 5 (gives back 2 character points)' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Why does Lower Trading to 5 give back 2 character points?' }));
    const open = screen.getByRole('dialog');
    expect(open.querySelector('.explain-formula')!.textContent).toBe(
      'Lower Trading to 5: Trading 5: level 5 from human average (0), by the cost chart’s cost(5) = 6, costs 6 points, in place of Trading 6, which cost 8 points → gives back 2 character points',
    );
    expect(open.textContent).toContain(HURSAGMU_BOOK.costChart.quote);
  });

  it('is not offered outside a character’s page', () => {
    render(<TraitsStep editor={bob()} />);
    expect(screen.getByRole('button', { name: 'Raise Trading to 7 (costs 4 character points)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Why does / })).not.toBeInTheDocument();
  });
});
