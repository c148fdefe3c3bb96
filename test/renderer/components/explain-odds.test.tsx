import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OddsChart } from '../../../src-renderer/components/odds-chart';
import { ChanceChart } from '../../../src-renderer/systems/heimr/controls/odds';
import { TraitOdds } from '../../../src-renderer/systems/hursagmu/controls/trait-odds';
import { HursagmuSheetView } from '../../../src-renderer/systems/hursagmu/sheet/hursagmu-sheet-view';
import { SkillOddsLine } from '../../../src-renderer/systems/mls/controls/odds-display';
import { AttributeCharts } from '../../../src-renderer/systems/symbaroum/controls/odds';
import { OnCharacterPage, referenceEditor } from '../explain-page';

/*
 * "Why?" beside the odds every game shows: the control is reached with Tab, is named by the chance it explains, and
 * opens the count of the dice with the inputs the figure was worked out from, ending with the figure the page shows,
 * and the book's words behind it. Each expected count is worked out by hand from the dice in a comment.
 */

/** Tabs to the first control, checks it is the one named `question`, and opens it with Enter. */
async function openFirstWhy(question: string) {
  const user = userEvent.setup({ delay: null });
  await user.tab();
  const why = screen.getByRole('button', { name: question });
  expect(why).toHaveFocus();
  await user.keyboard('{Enter}');
  const open = screen.getByRole('dialog', { name: question });
  expect(within(open).getByRole('heading', { name: question })).toBeInTheDocument();
  return { user, why, open };
}

/** The formula the dialog shows. */
const formulaOf = (open: HTMLElement) => open.querySelector('.explain-formula')?.textContent ?? '';

describe('The "Why?" beside MLS skill odds', () => {
  it('explains Archery’s chance of success on 3d6 + 4, counted from the 216 rolls', async () => {
    // 3d6 + 4 succeeds at 15 or more, so the dice must total 11 or more (a natural 18 always succeeds, a natural 3
    // never): 27 + 25 + 21 + 15 + 10 + 6 + 3 + 1 = 108 of the 216 rolls, 50%.
    render(
      <OnCharacterPage editor={referenceEditor('mls', 'aldric')}>
        <SkillOddsLine name="Archery" value={4} />
      </OnCharacterPage>,
    );
    expect(screen.getByText(/success 50%/)).toBeInTheDocument();
    const { user, why, open } = await openFirstWhy('Why is Archery’s chance of success 50%?');
    expect(formulaOf(open)).toMatch(/^3d6 \+ skill 4 against a success/);
    expect(formulaOf(open)).toMatch(/108 of the 216 rolls of 3d6 → 50%$/);
    expect(
      within(open)
        .getByText(/^When using a Skill/)
        .closest('figure'),
    ).toHaveTextContent('The Nutshell MLS, Use of Skills');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
  });

  it('names the critical and the fumble apart, and the chance after a purchase', async () => {
    // A critical at 20 or more: the dice 16 to 18, 6 + 3 + 1 = 10 of 216 (4.6%, "5%"). After raising to 3d6 + 5:
    // the dice 10 or more, 27 + 108 = 135 of 216, 62.5%, "63%".
    render(
      <OnCharacterPage editor={referenceEditor('mls', 'aldric')}>
        <SkillOddsLine name="Archery" value={4} next={{ label: 'Raise to base +2', value: 5 }} />
      </OnCharacterPage>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Why is Archery’s chance of a critical 5%?' }));
    expect(formulaOf(screen.getByRole('dialog'))).toMatch(/10 of the 216 rolls of 3d6 → 5%$/);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Why is Archery’s chance of a fumble 5%?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Why would Archery’s chance of success be 63% on 3d6 + 5?' }));
    expect(formulaOf(screen.getByRole('dialog'))).toMatch(/^3d6 \+ skill 5 .*135 of the 216 rolls of 3d6 → 63%$/);
  });
});

describe('The "Why?" beside Symbaroum’s charts', () => {
  it('explains the chance at difficulty 0 with the Advantage, as the chart counted it', async () => {
    // D20 ≤ Accurate 13 + difficulty 0 + the Advantage 2 = 15: the faces 1 to 15, 15 of the 20 faces, 75%.
    render(
      <OnCharacterPage editor={referenceEditor('symbaroum', 'ylva')}>
        <AttributeCharts name="Accurate" value={13} options={{ advantage: true }} />
      </OnCharacterPage>,
    );
    const { open } = await openFirstWhy('Why is Accurate’s chance at difficulty 0 75%?');
    expect(formulaOf(open)).toMatch(/^D20 ≤ Accurate 13 .*Advantage.* = 15: .*15 of the 20 faces → 75%$/);
    expect(
      within(open)
        .getByText(/^The test is successful if/)
        .closest('figure'),
    ).toHaveTextContent('Symbaroum core rules, Attributes');
  });

  it('explains the chance against an enemy’s 10 from the second chart', async () => {
    // 10 − the enemy's 10 = a modifier of 0: D20 ≤ 13, 13 of the 20 faces, 65%.
    render(
      <OnCharacterPage editor={referenceEditor('symbaroum', 'ylva')}>
        <AttributeCharts name="Accurate" value={13} options={{}} />
      </OnCharacterPage>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Why is Accurate’s chance against an enemy’s 10 65%?' }));
    expect(formulaOf(screen.getByRole('dialog'))).toMatch(/10 − the enemy’s 10.*13 of the 20 faces → 65%$/);
  });
});

describe('The "Why?" beside HURSAGMU’s trait odds', () => {
  it('explains the chance of rolling higher than the revised Moderate 12, with the chapter’s setting', async () => {
    // 2d6 + 5 higher than a flat 12: the dice must come out 8 or more, 5 + 4 + 3 + 2 + 1 = 15 of the 36 rolls, 42%;
    // a tie on exactly 7, 6 of 36, 17%.
    render(
      <OnCharacterPage editor={referenceEditor('hursagmu', 'gilgamesh', { revisedEncounters: true })}>
        <TraitOdds name="Fighting" value={5} challenge={{ difficulty: 'Moderate', level: 12 }} revised />
      </OnCharacterPage>,
    );
    const { user, open } = await openFirstWhy('Why is Fighting’s chance of rolling higher than Moderate (12) 42%?');
    expect(formulaOf(open)).toMatch(/^2d6 \+ 5 against a flat 12 \(Moderate\): .*15 of the 36 rolls of 2d6 → 42%$/);
    expect(within(open).getByRole('heading', { name: 'Campaign settings' })).toBeInTheDocument();
    expect(
      within(open)
        .getByText(/^Roll a pair of six-sided dice/)
        .closest('figure'),
    ).toHaveTextContent('HURSAGMU, The Trait Roll');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Why is Fighting’s chance of a tie with Moderate (12) 17%?' }));
    expect(formulaOf(screen.getByRole('dialog'))).toMatch(/6 of the 36 rolls of 2d6 → 17%$/);
  });
});

describe('The "Why?" beside HURSAGMU’s chances to hit on the sheet', () => {
  it('explains the chance a human average attacker hits the character surprised, a tie going to the defender', async () => {
    // The book's surprised defense is 0, rolled: 2d6 + 0 against 2d6 + 0. Of the 1,296 pairs, 1 + 4 + 9 + 16 + 25 +
    // 36 + 25 + 16 + 9 + 4 + 1 = 146 tie, and half the other 1,150 are higher: 575, 44%.
    const editor = referenceEditor('hursagmu', 'gilgamesh');
    render(
      <OnCharacterPage editor={editor}>
        <HursagmuSheetView editor={editor as never} />
      </OnCharacterPage>,
    );
    const question = 'Why is a Human average (0) attacker’s chance to hit this character surprised 44%?';
    const why = screen.getByRole('button', { name: question });
    expect(why.closest('td')).toHaveTextContent('575 in 1296 (44%)');
    const user = userEvent.setup({ delay: null });
    why.focus();
    await user.keyboard('{Enter}');
    const open = screen.getByRole('dialog', { name: question });
    expect(formulaOf(open)).toMatch(
      /^A hit, a tie going to the defender: 2d6 \+ 0 against 2d6 \+ 0: .*575 of the 1,296 pairs of rolls of 2d6 → 44%$/,
    );
  });
});

describe('The "Why?" beside Heimr’s chance chart', () => {
  it('explains the middle bar, the chance against CR 5, and always draws its number', async () => {
    // Consistency 0 rolls 1d6 alone, plus potential 2: CR 3 to 8 are met 6, 5, 4, 3, 2 and 1 times in 6, so the
    // chart has six bars and its middle one (the third) is CR 5: the d6 must show 3 or more, 4 of the 6, 67%.
    const { container } = render(
      <OnCharacterPage editor={referenceEditor('heimr', 'bjorn')}>
        <ChanceChart name="Archery" c={0} p={2} fatigue={null} />
      </OnCharacterPage>,
    );
    expect([...container.querySelectorAll('svg text')].map((t) => t.textContent)).toContain('67');
    const { open } = await openFirstWhy('Why is Archery’s chance against CR 5 67%?');
    expect(formulaOf(open)).toMatch(
      /^Archery: Consistency 0: 1d6 alone; CR 5 − potential \+2 = 3 .*4 of the 6 rolls → 67%$/,
    );
    expect(
      within(open)
        .getByText(/^You roll one d6/)
        .closest('figure'),
    ).toHaveTextContent('Heimr Tabletop RPG Core, Dice challenges');
  });
});

describe('The odds chart’s numbers', () => {
  it('writes a bar’s chance as the page writes chances, so a rare one never reads 0 nor a near-certain one 100', () => {
    const { container } = render(
      <OddsChart
        points={[
          { label: 'a', chance: { outcomes: 4, of: 1000, probability: 0.004 } },
          { label: 'b', chance: { outcomes: 1, of: 2, probability: 0.5 } },
          { label: 'c', chance: { outcomes: 997, of: 1000, probability: 0.997 } },
        ]}
        caption="Chances"
        axis="Case"
        note="Three cases"
      />,
    );
    const numbers = [...container.querySelectorAll('svg text')].map((t) => t.textContent).filter((t) => t !== 'a');
    expect(numbers).toEqual(['0.4', 'b', '99.7', 'c']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
