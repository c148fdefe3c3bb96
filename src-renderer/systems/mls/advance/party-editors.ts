import { useEffect, useState } from 'react';
import type { PartyMembers } from '../../../contract/game-screens';
import type { MlsEditor } from '../controls/creation-step';

/** One character as a party action sees it: its editor, or why it could not be opened. */
export type PartyMember = { id: string; name: string } & ({ editor: MlsEditor } | { problem: string });

/** The party's editors, read once when a party form opens, with how many are read so far. */
export function usePartyEditors(party: PartyMembers): { members: PartyMember[] | undefined; read: number } {
  const [members, setMembers] = useState<PartyMember[]>();
  const [read, setRead] = useState(0);
  useEffect(() => {
    let live = true;
    void (async () => {
      const found: PartyMember[] = [];
      for (const c of party.characters) {
        const editor = await party.editorOf(c.id);
        found.push(
          typeof editor === 'string'
            ? { id: c.id, name: c.name, problem: editor }
            : { id: c.id, name: c.name, editor: editor as MlsEditor },
        );
        if (live) setRead(found.length);
      }
      if (live) setMembers(found);
    })();
    return () => {
      live = false;
    };
    // The party is read once when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { members, read };
}
