import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { LedgerEvent } from '../../../shared/model';
import { CHARACTER_POINTS } from '../../components/budget-bar';
import { ChoiceDialog, type DialogChoice } from '../../components/choice-dialog';
import type { CampaignStore } from '../../state/campaign-store';
import type { AnyCharacterEditorStore } from '../../state/character-editor';
import { agingName, undoLastAgingStep } from '../../state/party-agings';
import { awardName, type AwardOutcome } from '../../state/party-awards';
import { findSystemScreens } from '../../systems';
import { agingTakenBackText, takenBackText } from '../last-award-controls';

/** The award or aging an entry belongs to, as the question names it, and whether it is the campaign's newest. */
function recordOf(campaign: CampaignStore, entry: LedgerEvent, character: string) {
  const nameOf = (id: string) => campaign.characters.get(id)?.name ?? id;
  const award = campaign.campaign.awards?.find((a) => a.id === entry.award);
  if (award) {
    const screens = findSystemScreens(campaign.campaign.system);
    const points = screens?.pointsIn?.('advance') ?? screens?.points ?? CHARACTER_POINTS;
    return {
      kind: 'award' as const,
      name: awardName(award),
      part: `share of ${awardName(award)} (${points.format(award.shares[character] ?? 0)})`,
      newest: campaign.campaign.awards?.at(-1)?.id === award.id,
      losses: takenBackText(award, nameOf, points.format),
    };
  }
  const aging = campaign.campaign.agings?.find((a) => a.id === entry.aging);
  if (!aging) return undefined;
  return {
    kind: 'aging' as const,
    name: agingName(aging),
    part: `increment of ${agingName(aging)}`,
    newest: campaign.campaign.agings?.at(-1)?.id === aging.id,
    losses: agingTakenBackText(aging, nameOf),
  };
}

/**
 * Asked when an undo on a character's page (Undo, Redo, or the history's "Undo last entry") would take out the
 * character's share of an award to the party, or its step of the party's aging: undo the whole award (or aging) for
 * everyone, while it is the campaign's newest, saying who loses what; or take back only this character's part, which
 * the campaign's list then says; or Cancel, which changes nothing.
 */
export const PartyUndoQuestion = observer(function PartyUndoQuestion({
  editor,
  campaign,
}: {
  editor: AnyCharacterEditorStore;
  campaign: CampaignStore;
}) {
  const [outcome, setOutcome] = useState<AwardOutcome>();
  const asked = editor.partyRemoval;
  const entry = asked?.entries[0];
  const record = entry && recordOf(campaign, entry, editor.file.id);
  const name = editor.file.name;
  const forEveryone = async () => {
    editor.answerPartyRemoval('cancel');
    const result = record?.kind === 'aging' ? await undoLastAgingStep(campaign) : await campaign.undoLastAward();
    setOutcome(
      result.ok || !result.dependents
        ? result
        : {
            ok: false,
            message: `${result.message} The campaign's page lists them and can undo them with the ${record?.kind ?? 'award'}.`,
          },
    );
  };
  const choices: DialogChoice[] = [];
  if (record?.newest && asked?.entries.length === 1)
    choices.push({ label: `Undo the ${record.kind} for everyone`, danger: true, onChoose: () => void forEveryone() });
  choices.push({
    label: `Take back only ${name}'s ${record?.kind === 'aging' ? 'increment' : 'share'}`,
    onChoose: () => {
      setOutcome(undefined);
      editor.answerPartyRemoval('mine');
    },
  });
  return (
    <>
      {outcome && (
        <p className={outcome.ok ? 'party-award-done' : 'field-problem'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      {asked && (
        <ChoiceDialog
          title={`Undo ${name}'s ${record?.kind === 'aging' ? 'increment' : 'share'}?`}
          choices={choices}
          onCancel={() => editor.answerPartyRemoval('cancel')}
        >
          <p>
            This takes out {name}'s {record?.part ?? 'entry of a record of the whole party'}
            {asked.entries.length > 1 ? ` and ${asked.entries.length - 1} more entries of the party's records` : ''}.
          </p>
          {choices.length > 1 && record && (
            <p>
              Undo the {record.kind} for everyone: {record.losses} Redo on the campaign's page makes it again.
            </p>
          )}
          {record && !record.newest && (
            <p>The {record.kind} for everyone can be undone only while it is the campaign's newest.</p>
          )}
          <p>
            Take back only {name}'s part: the {record?.kind ?? 'record'} stays for the others, and the campaign's list
            says it was taken back from {name}. Redo here puts it back.
          </p>
        </ChoiceDialog>
      )}
    </>
  );
});
