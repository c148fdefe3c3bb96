import { useContext, useMemo, type ReactNode } from 'react';
import type { AnyCharacterEditor } from '../../contract/character-editor';
import { SectionPlaceContext } from '../section-place';
import { ExplainContext, explainSourceOf, type ExplainWords } from './explain-source';

/** The character page's History section, where an entry that moved a value leads. */
export const HISTORY_SECTION = 'history';

/**
 * Gives the "Why?" controls of a sheet their explanations: the game's sheet view wraps its page in it with its own
 * words (its history describer and setting rows). `showSection` is the character page's; with it, an entry that
 * moved a value leads to its row in the History section (the section's step names the entry).
 */
export function ExplainProvider({
  editor,
  words,
  showSection,
  children,
}: {
  editor: AnyCharacterEditor;
  words: ExplainWords;
  showSection?: ((id: string) => void) | undefined;
  children: ReactNode;
}) {
  const place = useContext(SectionPlaceContext);
  const { describer, settingRows } = words;
  const source = useMemo(() => {
    const showEntry =
      showSection && place
        ? (id: string) => {
            showSection(HISTORY_SECTION);
            place.showStep(id);
          }
        : undefined;
    return explainSourceOf(editor, { describer, settingRows }, showEntry);
  }, [editor, describer, settingRows, showSection, place]);
  return <ExplainContext.Provider value={source}>{children}</ExplainContext.Provider>;
}
