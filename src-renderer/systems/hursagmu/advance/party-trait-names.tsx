import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { chapterWords } from '../../../../shared/rules/systems/hursagmu';
import { countOf } from '../../../base/format';
import type { PartyMembers } from '../../../contract/game-screens';
import { convertTraitNames } from '../controls/chapter-names';
import type { HursagmuEditor } from '../controls/creation-change';
import { otherNamesPhrase } from '../controls/format';

type Member = { id: string; name: string } & ({ editor: HursagmuEditor } | { problem: string });

/**
 * After The Master switches the revised encounters on or off, the characters made before keep their trait levels
 * under the other chapter's names (Athlete where the campaign now plays the book's Athletics). On request every
 * character is read, those whose names are the other chapter's are named with their traits, and each can be
 * converted: one entry in that character's history, which its page's Undo takes back. On the campaign's page only.
 */
export const HursagmuPartyTraitNames = observer(function HursagmuPartyTraitNames({ party }: { party: PartyMembers }) {
  const headingId = useId();
  const [members, setMembers] = useState<Member[]>();
  const [reading, setReading] = useState<number>();
  const [done, setDone] = useState<Record<string, string>>({});
  const check = async () => {
    setReading(0);
    const found: Member[] = [];
    for (const c of party.characters) {
      const editor = await party.editorOf(c.id);
      found.push(
        typeof editor === 'string'
          ? { id: c.id, name: c.name, problem: editor }
          : { id: c.id, name: c.name, editor: editor as HursagmuEditor },
      );
      setReading(found.length);
    }
    setReading(undefined);
    setDone({});
    setMembers(found);
  };
  const convert = async (member: Member & { editor: HursagmuEditor }) => {
    const message = convertTraitNames(member.editor);
    setDone({ ...done, [member.id]: message });
    await member.editor.flush();
  };
  const pending =
    members?.filter(
      (m) => ('editor' in m && (m.editor.sheet?.otherChapterNames.length ?? 0) > 0) || done[m.id] !== undefined,
    ) ?? [];
  const unread = members?.filter((m): m is Member & { problem: string } => 'problem' in m) ?? [];
  // A matter of the campaign's settings, not of a session's play: shown on the campaign's page only.
  if (party.session) return null;
  return (
    <section className="card no-print" aria-labelledby={headingId}>
      <h2 id={headingId}>Trait names</h2>
      <p className="hint">
        Characters made before the revised encounters were switched on or off keep their levels under the other
        chapter's names (Athlete and Rider, or Athletics and Riding) until each is converted.
      </p>
      <button type="button" disabled={reading !== undefined} onClick={() => void check()}>
        Check the characters' trait names
      </button>
      <div role="status">
        {reading !== undefined && (
          <p>
            <progress value={reading} max={Math.max(1, party.characters.length)} /> Reading {reading} of{' '}
            {countOf(party.characters.length, 'character', 'characters')}…
          </p>
        )}
        {members && pending.length === 0 && <p>Every character's traits carry the names this campaign gives them.</p>}
      </div>
      {pending.length > 0 && (
        <ul aria-label="Characters with trait names of the other chapter">
          {pending.map((m) => {
            if (!('editor' in m)) return null;
            const sheet = m.editor.sheet!;
            const campaign = chapterWords(sheet.revised);
            return (
              <li key={m.id}>
                {done[m.id] !== undefined ? (
                  <>
                    <strong>{m.name}</strong>: {done[m.id]}
                  </>
                ) : (
                  <>
                    <strong>{m.name}</strong>: named as in {chapterWords(!sheet.revised)}, counted as {campaign} name
                    them: {otherNamesPhrase(sheet)}.{' '}
                    <button type="button" disabled={party.paused || m.editor.readOnly} onClick={() => void convert(m)}>
                      Convert {m.name}'s trait names
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {unread.length > 0 && (
        <ul aria-label="Characters that could not be read">
          {unread.map((m) => (
            <li key={m.id}>
              {m.name} could not be read: {m.problem}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
