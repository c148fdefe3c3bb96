import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEIMR_BOOK, type HeimrCreation } from '../../../shared/rules/systems/heimr';
import { explainHeimrAttributePoints } from '../../../shared/rules/systems/heimr/explain-attributes';
import { SYMBAROUM_BOOK } from '../../../shared/rules/systems/symbaroum';
import { MINUS } from '../../../src-renderer/base/format';
import { pointValueControls } from '../../../src-renderer/components/builder/point-value';
import { HeimrBuilder } from '../../../src-renderer/systems/heimr/builder/heimr-builder';
import { changeOption, previewCreation, type HeimrEditor } from '../../../src-renderer/systems/heimr/controls/edit';
import { EXPERIENCE } from '../../../src-renderer/systems/heimr/points';
import { SymbaroumBuilder } from '../../../src-renderer/systems/symbaroum/builder/symbaroum-builder';
import { BuilderPage } from '../builder-page';
import { OnCharacterPage, type ReferenceEditor } from '../explain-page';
import { gameEditor } from '../game-editor';

/*
 * "Why does this use what it uses?" beside the attribute buttons of Heimr's and Symbaroum's builders, which are priced
 * in the campaign's attribute points rather than in experience. Heimr's new character is one of the reference
 * campaign (test/fixtures/heimr/reference), at the project's defaults: the attributes add up to at most 2, each from
 * -2 to 3, one not chosen being 0. Symbaroum's is one of its reference campaign, at its defaults: the eight add up to
 * at most 80, each from 5 to 15, starting at 10 each.
 */

const settingsOf = (game: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, `../../fixtures/${game}/reference/campaign.json`), 'utf8')) as {
      settings: Record<string, unknown>;
    }
  ).settings;

function heimrCharacter(attributes: Record<string, number>): ReferenceEditor {
  return gameEditor('heimr', { id: 'new', name: 'New', creation: { attributes, training: {} } }, settingsOf('heimr'));
}

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

function symbaroumCharacter(settings: Record<string, unknown> = {}): ReferenceEditor {
  const creation = { attributes: TENS, abilities: {}, armor: null, shield: 'none' };
  return gameEditor('symbaroum', { id: 'vidar', name: 'Vidar', creation }, { ...settingsOf('symbaroum'), ...settings });
}

/** The builder on the character's page, at its first step, Attributes. */
function heimrPage(editor: ReferenceEditor) {
  render(
    <OnCharacterPage editor={editor}>
      <BuilderPage editor={editor as never} Builder={HeimrBuilder as never} points={EXPERIENCE} />
    </OnCharacterPage>,
  );
}

function symbaroumPage(editor: ReferenceEditor) {
  render(
    <OnCharacterPage editor={editor}>
      <SymbaroumBuilder editor={editor as never} />
    </OnCharacterPage>,
  );
}

const formulaOf = (dialog: HTMLElement) => dialog.querySelector('.explain-formula')!.textContent;

describe('The "Why?" of an attribute’s points in the Heimr builder', () => {
  it('comes after the button with Tab, asks with its price, and shows the points, the book and the reading', async () => {
    const user = userEvent.setup({ delay: null });
    heimrPage(heimrCharacter({}));
    screen.getByRole('button', { name: 'Raise Strength to +1 (uses 1 point)' }).focus();
    await user.tab();
    const question = 'Why does Raise Strength to +1 use 1 point?';
    const why = screen.getByRole('button', { name: question });
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    const open = screen.getByRole('dialog', { name: question });
    // Nothing chosen: the six add up to 0; Strength +1 makes 1 of the 2 points.
    expect(formulaOf(open)).toBe(
      'Raise Strength to +1: each step up of an attribute at creation uses one of the campaign’s attribute points, and each step down frees one; Strength from 0 to +1 (0 where not chosen), within the campaign’s range -2 to +3 (the project’s default; the book sets none); the attributes would add up to +1 of at most +2 (the project’s default; the book sets none), from 0 now → uses 1 point',
    );
    expect(within(open).getByRole('heading', { name: 'Campaign settings' })).toBeInTheDocument();
    expect(within(open).getByText(/^Attribute points: 2/)).toBeInTheDocument();
    expect(within(open).getByRole('heading', { name: 'From the book' })).toBeInTheDocument();
    expect(within(open).getByText(HEIMR_BOOK.otherDocuments.quote)).toBeInTheDocument();
    expect(within(open).getByRole('heading', { name: 'The app’s reading' })).toBeInTheDocument();
    expect(within(open).getByText(/the book leaves character creation to other documents/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
  });

  it('asks why a step down frees a point, and gives a refused step no explanation', async () => {
    const user = userEvent.setup({ delay: null });
    // Strength +2 uses both points: any other rise is refused, and a step down frees one.
    heimrPage(heimrCharacter({ strength: 2 }));
    expect(screen.getByRole('button', { name: 'Raise Dexterity to +1 (not allowed)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Why does Raise Dexterity/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Why does Lower Dexterity to ${MINUS}1 free 1 point?` }));
    expect(formulaOf(screen.getByRole('dialog'))).toMatch(
      /Dexterity from 0 to -1 \(0 where not chosen\), .+; the attributes would add up to \+1 of at most \+2 .+, from \+2 now → frees 1 point$/,
    );
  });

  it('gives a typed value that may be taken the explanation of its points', () => {
    const editor = heimrCharacter({ strength: 1 }) as unknown as HeimrEditor;
    const attribute = editor.sheet!.attributes.find((a) => a.id === 'dexterity')!;
    const to = (n: number): HeimrCreation => ({
      ...editor.creation!,
      attributes: { ...editor.creation!.attributes, dexterity: n },
    });
    const { check } = pointValueControls({
      name: attribute.name,
      value: attribute.value,
      lowest: -2,
      highest: 3,
      shown: (n) => (n > 0 ? `+${n}` : String(n)),
      where: ' in this campaign',
      to,
      preview: (next, options) => previewCreation(editor.creation!, next, editor.settings, options),
      option: (next, action, undoLabel, options) => changeOption(editor, next, action, undoLabel, options),
      explain: (next, action) => explainHeimrAttributePoints(editor.creation!, next, editor.settings, action),
    });
    // Dexterity -2 beside Strength +1: the six make -1, 2 freed.
    const down = check(-2);
    expect(down.price).toBe('frees 2 points');
    expect(down.why?.question).toBe('Why does Set Dexterity to -2 free 2 points?');
    expect(down.why?.explain()?.formula).toMatch(/from \+1 now → frees 2 points$/);
    // Dexterity +1 would make 2 of 2: allowed, 1 point used.
    expect(check(1).why?.question).toBe('Why does Set Dexterity to +1 use 1 point?');
    // +2 would make 3 of 2, and +4 is past the range: refused, so no price to explain.
    expect(check(2)).toMatchObject({ price: 'not allowed', blocked: expect.any(String) });
    expect(check(2).why).toBeUndefined();
    expect(check(4).why).toBeUndefined();
  });
});

describe('The "Why?" of an attribute’s points in the Symbaroum builder', () => {
  it('comes after a step down with Tab, asks why it frees a point, and shows the points, the book and the reading', async () => {
    const user = userEvent.setup({ delay: null });
    symbaroumPage(symbaroumCharacter());
    screen.getByRole('button', { name: 'Lower Strong to 9 (frees 1 point)' }).focus();
    await user.tab();
    const question = 'Why does Lower Strong to 9 free 1 point?';
    const why = screen.getByRole('button', { name: question });
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    const open = screen.getByRole('dialog', { name: question });
    // Eight at 10 make 80; Strong at 9 makes 79.
    expect(formulaOf(open)).toBe(
      'Lower Strong to 9: each step up of an attribute at creation uses one of the campaign’s attribute points and each step down frees one (a new character’s eight start at 10 each); Strong from 10 to 9, within the campaign’s range 5 to 15 (the project’s default; the book sets none); the eight would add up to 79 of at most 80 (the project’s default; the book sets none), from 80 now → frees 1 point',
    );
    expect(within(open).getByText(SYMBAROUM_BOOK.seeCharacterCreation.quote)).toBeInTheDocument();
    expect(within(open).getByRole('heading', { name: 'The app’s reading' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(why).toHaveFocus();
  });

  it('asks why a rise uses a point in a campaign with more points, naming its house rule', async () => {
    const user = userEvent.setup({ delay: null });
    // 82 points: the eight at 10 leave 2 to place, so Quick can rise to 11.
    symbaroumPage(symbaroumCharacter({ attributePoints: 82 }));
    await user.click(screen.getByRole('button', { name: 'Why does Raise Quick to 11 use 1 point?' }));
    const open = screen.getByRole('dialog');
    expect(formulaOf(open)).toMatch(
      /the eight would add up to 81 of at most 82 \(this campaign’s house rule; the project’s default is 80, the book sets none\), from 80 now → uses 1 point$/,
    );
    expect(within(open).getByText('House rule')).toBeInTheDocument();
  });
});
