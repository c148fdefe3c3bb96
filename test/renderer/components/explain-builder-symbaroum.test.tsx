import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SYMBAROUM_BOOK } from '../../../shared/rules/systems/symbaroum';
import { SymbaroumBuilder } from '../../../src-renderer/systems/symbaroum/builder/symbaroum-builder';
import { OnCharacterPage, type ReferenceEditor } from '../explain-page';
import { builderSteps } from '../builder-page';
import { gameEditor } from '../game-editor';

/*
 * "Why does this cost what it costs?" beside the priced buttons of the Symbaroum builder: a new character in the
 * reference campaign (test/fixtures/symbaroum/reference) who has bought Medicus at novice with the campaign's 50
 * starting experience. The prices are the book's ("Improving Your Character": "Purchasing a new ability at novice
 * level costs 10 Experience, to increase from novice to the adept level costs 20 Experience and increasing from
 * adept to master costs 30 Experience").
 */

const campaign = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/symbaroum/reference/campaign.json'), 'utf8'),
) as { settings: unknown };

const TENS = {
  accurate: 10,
  cunning: 10,
  discreet: 10,
  persuasive: 10,
  quick: 10,
  resolute: 10,
  strong: 10,
  vigilant: 10,
};

function newCharacter(): ReferenceEditor {
  const creation = { attributes: TENS, abilities: { medicus: 'novice' }, armor: null, shield: 'none' };
  return gameEditor('symbaroum', { id: 'vidar', name: 'Vidar', creation }, campaign.settings) as ReferenceEditor;
}

/** The builder as the character page shows it, inside the page's explanations, at its Abilities step. */
async function abilitiesStep(user: UserEvent) {
  const editor = newCharacter();
  render(
    <OnCharacterPage editor={editor}>
      <SymbaroumBuilder editor={editor as never} />
    </OnCharacterPage>,
  );
  await user.click(within(builderSteps()).getByRole('button', { name: /^Abilities/ }));
  return editor;
}

const formulaOf = (dialog: HTMLElement) => dialog.querySelector('.explain-formula')!.textContent;

describe('The price’s "Why?" in the Symbaroum builder', () => {
  it('comes after a priced button with Tab, asks with the button’s price, and explains it from the book', async () => {
    const user = userEvent.setup({ delay: null });
    await abilitiesStep(user);
    // Medicus at novice (10) to adept (10 + 20 = 30): 20 more.
    const button = screen.getByRole('button', { name: 'Learn Medicus at adept (costs 20 experience)' });
    button.focus();
    await user.tab();
    const question = 'Why does Learn Medicus at adept cost 20 experience?';
    const why = screen.getByRole('button', { name: question });
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    const open = screen.getByRole('dialog', { name: question });
    expect(formulaOf(open)).toBe(
      'Learn Medicus at adept: Medicus (adept): Medicus bought at adept at creation: a new ability at novice level costs 10 Experience, from novice to adept 20 more: 10 + 20 = 30 Experience, costs 30 experience, in place of Medicus (novice), which cost 10 experience → costs 20 experience',
    );
    expect(within(open).getByRole('heading', { name: 'From the book' })).toBeInTheDocument();
    expect(within(open).getByText(SYMBAROUM_BOOK.abilityCosts.quote)).toBeInTheDocument();
    // The reading: the book has no chapter on creation, so the starting experience buys abilities.
    expect(within(open).getByRole('heading', { name: 'The app’s reading' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
  });

  it('explains a new ability at the book’s price for novice', async () => {
    const user = userEvent.setup({ delay: null });
    await abilitiesStep(user);
    await user.click(screen.getByRole('button', { name: 'Why does Learn Recovery at novice cost 10 experience?' }));
    expect(formulaOf(screen.getByRole('dialog'))).toBe(
      'Learn Recovery at novice: Recovery (novice): Recovery bought at novice at creation: a new ability at novice level costs 10 Experience → costs 10 experience',
    );
  });

  it('explains what removing an ability gives back, the same 10 the button shows', async () => {
    const user = userEvent.setup({ delay: null });
    await abilitiesStep(user);
    expect(screen.getByRole('button', { name: 'Remove Medicus (gives back 10 experience)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Why does Remove Medicus give back 10 experience?' }));
    expect(formulaOf(screen.getByRole('dialog'))).toBe(
      'Remove Medicus: Medicus (novice) no longer costs 10 experience → gives back 10 experience',
    );
  });

  it('follows the price when the choices change, and explains the attribute points apart from it', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = await abilitiesStep(user);
    await user.click(screen.getByRole('button', { name: 'Learn Medicus at adept (costs 20 experience)' }));
    expect(editor.creation).toMatchObject({ abilities: { medicus: 'adept' } });
    // Adept to master: 30 more.
    await user.click(screen.getByRole('button', { name: 'Why does Learn Medicus at master cost 30 experience?' }));
    expect(formulaOf(screen.getByRole('dialog'))).toMatch(
      /, in place of Medicus \(adept\), which cost 30 experience → costs 30 experience$/,
    );
    await user.keyboard('{Escape}');
    // Attributes are bought with the campaign's attribute points, not experience: no line of the budget prices them.
    await user.click(within(builderSteps()).getByRole('button', { name: /^Attributes/ }));
    expect(screen.getByRole('button', { name: 'Lower Quick to 9 (frees 1 point)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Why does Lower Quick to 9 free 1 point?' }));
    expect(formulaOf(screen.getByRole('dialog'))).toMatch(/campaign’s attribute points.+ → frees 1 point$/);
    expect(formulaOf(screen.getByRole('dialog'))).not.toMatch(/experience/);
  });
});
