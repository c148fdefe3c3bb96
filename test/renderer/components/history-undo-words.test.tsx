import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterFile } from '../../../shared/model';
import { HistoryView } from '../../../src-renderer/components/history-view';
import type { AnyCharacterEditor } from '../../../src-renderer/contract/character-editor';
import { EditorUndoButtons } from '../../../src-renderer/screens/character/editor-toolbar';
import { findSystemScreens } from '../../../src-renderer/systems';
import { HeimrAdvance } from '../../../src-renderer/systems/heimr/advance/heimr-advance';
import { SymbaroumAdvance } from '../../../src-renderer/systems/symbaroum/advance/symbaroum-advance';
import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../shared/rules/systems/heimr';
import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../shared/rules/systems/symbaroum';
import { gameEditor } from '../game-editor';

/*
 * Undo and Redo say what they would undo the same way in every game, "Undo: " and what the step did as an
 * instruction, and the history says what an award or a training changed, from what to what.
 */

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
const heimr = join(import.meta.dirname, '../../fixtures/heimr/reference');
const ragna = JSON.parse(readFileSync(join(heimr, 'characters/ragna.json'), 'utf8')) as CharacterFile;
const heimrSettings = (
  JSON.parse(readFileSync(join(heimr, 'campaign.json'), 'utf8')) as { settings: Record<string, unknown> }
).settings;

/** The character's History section as the character page shows it, with the game's words. */
function History({ editor, game }: { editor: AnyCharacterEditor; game: string }) {
  const screens = findSystemScreens(game)!;
  return (
    <HistoryView editor={editor} describer={screens.history} points={screens.pointsIn?.('advance') ?? screens.points} />
  );
}

/** The cells of the history row whose "What happened" matches: date, session, points, what changed. */
function rowCells(what: RegExp): string[] {
  const row = within(screen.getByRole('table')).getByRole('rowheader', { name: what }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

describe('Undo and Redo in words', () => {
  it('name a Symbaroum step by what it did, Redo as Undo does', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = gameEditor<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>('symbaroum', {
      id: 'ylva',
      name: 'Ylva',
      creation: { attributes: TENS, abilities: { medicus: 'adept' }, armor: null, shield: 'none' },
    });
    render(
      <>
        <EditorUndoButtons editor={editor} paused={false} />
        <SymbaroumAdvance editor={editor} />
      </>,
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Experience points to award' }), '10');
    await user.click(screen.getByRole('button', { name: 'Award 10 experience' }));
    expect(screen.getByRole('button', { name: 'Undo: award 10 experience' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Learn Medicus at master (30 experience)' }));
    const undo = screen.getByRole('button', { name: 'Undo: learn Medicus at master' });
    // The whole label is the button's text, never cut short.
    expect(undo).toHaveTextContent('Undo: learn Medicus at master');
    await user.click(undo);
    expect(screen.getByRole('button', { name: 'Redo: learn Medicus at master' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Undo: award 10 experience' })).toBeEnabled();
  });

  it('name a Heimr training from what to what, in points trained', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = gameEditor<HeimrCreation, HeimrSheet, HeimrSettings>(
      'heimr',
      { id: ragna.id, name: ragna.name, creation: ragna.creation, events: ragna.events },
      heimrSettings,
    );
    render(
      <>
        <EditorUndoButtons editor={editor} paused={false} />
        <HeimrAdvance editor={editor} />
      </>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ability' }), 'brawl');
    const trained = editor.sheet!.abilities.find((a) => a.id === 'brawl')!.trainedConsistency;
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^Train Brawl consistency to ${trained + 1} \\(`) }),
    );
    expect(
      screen.getByRole('button', { name: `Undo: train Brawl consistency ${trained} → ${trained + 1}` }),
    ).toBeEnabled();
  });
});

describe('the history in words', () => {
  it('shows what a Heimr award changed, its experience before and after, and a training from what to what', async () => {
    const editor = gameEditor<HeimrCreation, HeimrSheet, HeimrSettings>(
      'heimr',
      { id: ragna.id, name: ragna.name, creation: ragna.creation, events: ragna.events },
      heimrSettings,
    );
    render(<History editor={editor} game="heimr" />);
    // Ragna's first entry is an award of 60 (test/fixtures/heimr/reference), her second trains Insight's consistency.
    const award = rowCells(/^Awarded 60 XP/);
    expect(award.at(-1)).toBe('Experience unspent 10 → 70');
    expect(rowCells(/^Trained Insight consistency 0 → 1/).at(-1)).toContain('Insight consistency 0 → +1');
  });

  it('shows what a Symbaroum award changed, its experience before and after', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = gameEditor<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>('symbaroum', {
      id: 'ylva',
      name: 'Ylva',
      creation: { attributes: TENS, abilities: { medicus: 'adept' }, armor: null, shield: 'none' },
    });
    const { unmount } = render(<SymbaroumAdvance editor={editor} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Experience points to award' }), '10');
    await user.click(screen.getByRole('button', { name: 'Award 10 experience' }));
    unmount();
    render(<History editor={editor} game="symbaroum" />);
    expect(rowCells(/^Awarded 10 experience/).at(-1)).toBe('Experience unspent 20 → 30');
  });

  it('names the entry the history’s Undo last entry removed, for Undo', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = gameEditor<HeimrCreation, HeimrSheet, HeimrSettings>(
      'heimr',
      { id: ragna.id, name: ragna.name, creation: ragna.creation, events: ragna.events },
      heimrSettings,
    );
    render(
      <>
        <EditorUndoButtons editor={editor} paused={false} />
        <History editor={editor} game="heimr" />
      </>,
    );
    const last = within(screen.getByRole('table')).getAllByRole('row').at(-1)!;
    const what = within(last).getByRole('rowheader').textContent;
    await user.click(screen.getByRole('button', { name: 'Undo last entry' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove the last entry?' })).getByRole('button', {
        name: 'Remove entry',
      }),
    );
    expect(screen.getByRole('button', { name: `Undo: remove “${what}” from the history` })).toBeEnabled();
  });
});
