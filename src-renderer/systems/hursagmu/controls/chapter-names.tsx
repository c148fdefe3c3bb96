import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { chapterWords } from '../../../../shared/rules/systems/hursagmu';
import type { HursagmuEditor } from './creation-change';
import { otherNamesPhrase } from './format';
import './controls.css';

/**
 * Converts the character's trait names to the chapter its campaign plays, and says what was done. A character
 * still being built has no history yet: its choices take the campaign's names, one undo step. Otherwise it is one
 * ledger entry, shown in the history and taken back by Undo, which keeps every entry before it as written.
 */
export function convertTraitNames(editor: HursagmuEditor): string {
  const sheet = editor.sheet;
  if (!sheet || sheet.otherChapterNames.length === 0)
    return 'Every trait already carries the name this campaign gives it.';
  const campaign = chapterWords(sheet.revised);
  const phrase = otherNamesPhrase(sheet);
  const label = `convert trait names to ${campaign}'`;
  const creation = editor.creation;
  if (creation && editor.creationEditable && sheet.otherChapterNames.every((n) => n.path.startsWith('creation.'))) {
    const traits: Record<string, number> = {};
    for (const [id, level] of Object.entries(creation.traits))
      traits[sheet.otherChapterNames.find((n) => n.written === id)?.trait ?? id] = level;
    editor.updateCreation(label, { ...creation, traits });
    return `Converted: ${phrase}. Undo takes it back.`;
  }
  const attempt = editor.record(label, { type: 'trait-names', chapter: sheet.revised ? 'revised' : 'book' });
  return attempt.accepted
    ? `Converted: ${phrase}, recorded in the history. Undo takes it back.`
    : (attempt.findings[0]?.message ?? 'The conversion could not be recorded.');
}

/**
 * The character's traits named as the other Encounters chapter names them (Athlete, where the campaign plays the
 * book's Athletics), said in the traits' names, with the conversion to the campaign's chapter offered: one ledger
 * entry, shown in the history and taken back by Undo. Nothing when every name is the campaign's.
 */
export const ChapterNamesNotice = observer(function ChapterNamesNotice({ editor }: { editor: HursagmuEditor }) {
  const headingId = useId();
  const [done, setDone] = useState<string>();
  const sheet = editor.sheet;
  if (!sheet) return null;
  const campaign = chapterWords(sheet.revised);
  const pending = sheet.otherChapterNames.length > 0;
  if (!pending && done === undefined) return null;
  const convert = () => setDone(convertTraitNames(editor));
  return (
    <section className="hursagmu-chapter-names" aria-labelledby={headingId}>
      <h3 id={headingId}>Trait names</h3>
      {pending && (
        <>
          <p>
            {editor.file.name}'s traits are named as in {chapterWords(!sheet.revised)}. This campaign plays {campaign},
            so the sheet counts {otherNamesPhrase(sheet)}. Convert the names to record it in the history; the levels
            stay as they are.
          </p>
          <button type="button" disabled={editor.readOnly} onClick={convert}>
            Convert to the names of {campaign}
          </button>
        </>
      )}
      <p role="status">{done}</p>
    </section>
  );
});
