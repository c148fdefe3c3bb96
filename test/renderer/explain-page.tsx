import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import type { CharacterFile } from '../../shared/model';
import { ExplainProvider } from '../../src-renderer/components/explain/explain-provider';
import type { ExplainWords } from '../../src-renderer/components/explain/explain-source';
import type { HistoryDescriber } from '../../src-renderer/contract/history-describer';
import { findSystemScreens } from '../../src-renderer/systems';
import { gameEditor } from './game-editor';

/*
 * What the tests of the "Why?" controls share: a reference character (test/fixtures/<game>/reference) open as its
 * page edits it, and a part of its page inside the explanations the character page gives (screens/character-screen.tsx).
 */

const fixtures = join(import.meta.dirname, '../fixtures');

/** A reference character of the game, in its reference campaign (with `settings` changed), as its page edits it. */
export function referenceEditor(game: string, name: string, settings?: Record<string, unknown>) {
  const folder = join(fixtures, game, 'reference');
  const file = JSON.parse(readFileSync(join(folder, 'characters', `${name}.json`), 'utf8')) as CharacterFile;
  const campaign = JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as { settings: object };
  return gameEditor(
    game,
    { id: file.id, name: file.name, creation: file.creation as Record<string, unknown>, events: file.events },
    { ...campaign.settings, ...settings },
  );
}

export type ReferenceEditor = ReturnType<typeof referenceEditor>;

/** The game's words for its explanations, as the character page takes them from the game's screens. */
export function explainWordsOf(editor: ReferenceEditor, describer?: HistoryDescriber<never>): ExplainWords {
  const screens = findSystemScreens(editor.system.id);
  return { describer: (describer ?? screens?.history) as ExplainWords['describer'], settingRows: screens?.settingRows };
}

/** `children` on the character's page: with its explanations, in the game's words; `showEntry` leads to the History. */
export function OnCharacterPage({
  editor,
  showEntry,
  describer,
  children,
}: {
  editor: ReferenceEditor;
  showEntry?: (id: string) => void;
  describer?: HistoryDescriber<never>;
  children: ReactNode;
}) {
  return (
    <ExplainProvider editor={editor} words={explainWordsOf(editor, describer)} showEntry={showEntry}>
      {children}
    </ExplainProvider>
  );
}
