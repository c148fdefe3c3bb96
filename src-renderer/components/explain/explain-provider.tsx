import { useMemo, type ReactNode } from 'react';
import type { AnyCharacterEditor } from '../../contract/character-editor';
import { ExplainContext, explainSourceOf, type ExplainWords } from './explain-source';

/**
 * Gives the "Why?" controls of a character's page their explanations, in the game's words (its history describer
 * and setting rows). `showEntry` is the page's: with it, an entry that moved a value leads to its row in the History.
 */
export function ExplainProvider({
  editor,
  words,
  showEntry,
  children,
}: {
  editor: AnyCharacterEditor;
  words: ExplainWords;
  showEntry?: ((id: string) => void) | undefined;
  children: ReactNode;
}) {
  const { describer, settingRows } = words;
  const source = useMemo(
    () => explainSourceOf(editor, { describer, settingRows }, showEntry),
    [editor, describer, settingRows, showEntry],
  );
  return <ExplainContext.Provider value={source}>{children}</ExplainContext.Provider>;
}
