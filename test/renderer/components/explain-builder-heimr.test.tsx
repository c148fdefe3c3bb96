import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HEIMR_BOOK } from '../../../shared/rules/systems/heimr';
import { HeimrBuilder } from '../../../src-renderer/systems/heimr/builder/heimr-builder';
import { EXPERIENCE } from '../../../src-renderer/systems/heimr/points';
import { BuilderPage, builderSteps } from '../builder-page';
import { OnCharacterPage, type ReferenceEditor } from '../explain-page';
import { gameEditor } from '../game-editor';

/*
 * "Why does this cost what it costs?" beside the Heimr builder's training buttons: the control comes after its
 * button in the keyboard's order, is named by the question with the price the button shows, and opens the budget
 * lines the change moves, each priced by the book's table under "Experience points" ("XP cost 5 10 (5+5) 15 (5+10)
 * ...", "Total cost 5 15 30 ..."), ending with the button's price. The character is a new one of the reference
 * campaign (test/fixtures/heimr/reference), with its 30 XP to start with.
 */

const campaign = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/heimr/reference/campaign.json'), 'utf8'),
) as { settings: Record<string, unknown> };

function newCharacter(training: Record<string, { consistency: number; potential: number }> = {}): ReferenceEditor {
  return gameEditor('heimr', { id: 'new', name: 'New', creation: { attributes: {}, training } }, campaign.settings);
}

function page(editor: ReferenceEditor) {
  render(
    <OnCharacterPage editor={editor}>
      <BuilderPage editor={editor as never} Builder={HeimrBuilder as never} points={EXPERIENCE} />
    </OnCharacterPage>,
  );
}

const toAbilities = (user: UserEvent) => user.click(within(builderSteps()).getByRole('button', { name: /^Abilities/ }));

describe('The "Why?" of a price in the Heimr builder', () => {
  it('comes after a training button with Tab, asks with its price, and shows the table’s rule and words', async () => {
    const user = userEvent.setup({ delay: null });
    page(newCharacter({ brawl: { consistency: 1, potential: 0 } }));
    await toAbilities(user);
    // Brawl consistency 1 → 2: "Total cost" 5 for height 1, 15 for height 2, so 10 XP, the "XP cost" of height 2.
    screen.getByRole('button', { name: 'Train Brawl consistency to 2 (costs 10 XP)' }).focus();
    await user.tab();
    const question = 'Why does Train Brawl consistency to 2 cost 10 XP?';
    const why = screen.getByRole('button', { name: question });
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    const open = screen.getByRole('dialog', { name: question });
    const formula = open.querySelector('.explain-formula')!.textContent!;
    expect(formula).toMatch(/^Train Brawl consistency to 2: Brawl consistency 2: .+ 5 \+ 10 = 15 XP/);
    expect(formula).toMatch(/in place of Brawl consistency 1, which cost 5 XP → costs 10 XP$/);
    expect(within(open).getByRole('heading', { name: 'From the book' })).toBeInTheDocument();
    expect(within(open).getByText(HEIMR_BOOK.trainingTotals.quote)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
  });

  it('asks why a point given back gives back what the button says, and the lines agree', async () => {
    const user = userEvent.setup({ delay: null });
    page(newCharacter({ survival: { consistency: 2, potential: 0 } }));
    await toAbilities(user);
    // Survival consistency 2 → 1: "Total cost" 15 then 5, so 10 XP come back.
    await user.click(screen.getByRole('button', { name: 'Why does Lower Survival consistency to 1 give back 10 XP?' }));
    const formula = screen.getByRole('dialog').querySelector('.explain-formula')!.textContent!;
    expect(formula).toMatch(/^Lower Survival consistency to 1: Survival consistency 1: .+, costs 5 XP, in place of/);
    expect(formula).toMatch(/Survival consistency 2, which cost 15 XP → gives back 10 XP$/);
  });

  it('asks why the first point costs 5 XP of a character who has trained nothing', async () => {
    const user = userEvent.setup({ delay: null });
    page(newCharacter());
    await toAbilities(user);
    await user.click(screen.getByRole('button', { name: 'Why does Train Insight potential to 1 cost 5 XP?' }));
    expect(screen.getByRole('dialog').querySelector('.explain-formula')).toHaveTextContent(
      /^Train Insight potential to 1: Insight potential 1: trained to 1 at creation, .+: 5 XP → costs 5 XP$/,
    );
  });

  it('explains an attribute’s step by the campaign’s attribute points, not by the experience budget', async () => {
    const user = userEvent.setup({ delay: null });
    page(newCharacter());
    expect(screen.getByRole('button', { name: 'Raise Strength to +1 (uses 1 point)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Why does Raise Strength to +1 use 1 point?' }));
    const formula = screen.getByRole('dialog').querySelector('.explain-formula')!.textContent!;
    expect(formula).toMatch(/campaign’s attribute points.+ → uses 1 point$/);
    expect(formula).not.toMatch(/XP/);
  });
});
