import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  HAND_WORDS,
  itemWords,
  MOST_HELD_AT_CREATION,
  takeUpProblem,
  type HeimrCreation,
  type HeimrSheet,
  type HeldChoice,
} from '../../../../shared/rules/systems/heimr';
import { copyCreation } from '../../../components/builder/creation-option';
import { creationSheet } from '../../../components/builder/creation-sheet';
import { StepFindings } from '../../../components/builder/step-findings';
import { PricedButton } from '../../../components/priced-button';
import type { HeimrEditor } from '../controls/edit';
import { useHeldFields } from '../controls/held-fields';
import { HEIMR_BUILDER } from './steps';

/*
 * The medieval armoury module at creation (002_660a93111b0de833.txt, "Medieval armoury module", "Weapons",
 * "Shields"): the weapons and shields in the character's hands when play begins, chosen with the fields Advance's
 * "Take up a weapon or shield" has, each checked by the rules as a take-up in play is. The tables give no prices, so
 * nothing here costs experience.
 */

/** "a medium weapon (Father’s sword) in the sword hand": a choice in words. */
const choiceWords = (choice: HeldChoice) => `${itemWords(choice)} ${HAND_WORDS[choice.hand]}`;

/** The creation with `held` as its weapons and shields; none leaves the list out, as files made before it had. */
function withHeld(creation: HeimrCreation, held: readonly HeldChoice[]): HeimrCreation {
  const next = copyCreation(creation);
  if (held.length === 0) delete next.held;
  else next.held = held.map((h) => ({ ...h }));
  return next;
}

export const ArmouryStep = observer(function ArmouryStep({ editor }: { editor: HeimrEditor }) {
  const sheet = creationSheet(editor)!;
  return (
    <div className="builder-step-body">
      {sheet.campaign.armoury ? (
        <p className="hint">
          The weapons and shields in the character’s hands when play begins, from the medieval armoury module’s tables.
          They cost no experience (the book gives no prices). In play, take them up and put them down on Advance.
        </p>
      ) : (
        <p className="hint">
          This campaign does not use the medieval armoury module, so the character starts with no weapon or shield in
          hand; the game master can switch it on in Campaign settings.
        </p>
      )}
      <HeldList editor={editor} sheet={sheet} />
      {sheet.campaign.armoury && <TakeUpChoice editor={editor} sheet={sheet} />}
      <StepFindings editor={editor} plan={HEIMR_BUILDER} step="armoury" />
    </div>
  );
});

/** Each weapon or shield chosen, with the ability it is used with and a button to remove it. */
const HeldList = observer(function HeldList({ editor, sheet }: { editor: HeimrEditor; sheet: HeimrSheet }) {
  const headingId = useId();
  const held = editor.creation!.held ?? [];
  if (held.length === 0 && !sheet.campaign.armoury) return null;
  const abilityName = (id: string) => sheet.abilities.find((a) => a.id === id)?.name ?? `"${id}"`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>In hand when play begins</h3>
      {held.length === 0 ? (
        <p className="empty-state">Nothing in hand yet.</p>
      ) : (
        <ul className="heimr-held-list">
          {held.map((choice, i) => {
            const words = choiceWords(choice);
            return (
              <li key={i}>
                <span>
                  {words.charAt(0).toUpperCase() + words.slice(1)}, with {abilityName(choice.ability)}
                </span>{' '}
                <PricedButton
                  label={`Remove ${words}`}
                  blocked={undefined}
                  onClick={() =>
                    editor.updateCreation(
                      `remove ${words}`,
                      withHeld(
                        editor.creation!,
                        held.filter((_, j) => j !== i),
                      ),
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

/** The fields of one more weapon or shield, and its button, refused with the rules' sentence. */
function TakeUpChoice({ editor, sheet }: { editor: HeimrEditor; sheet: HeimrSheet }) {
  const headingId = useId();
  const { item, unusable, fields, how, clearName } = useHeldFields(sheet.abilities);
  const held = editor.creation!.held ?? [];
  const blocked =
    unusable ??
    (held.length >= MOST_HELD_AT_CREATION
      ? `At most ${MOST_HELD_AT_CREATION} weapons and shields can be chosen at creation; remove one first.`
      : takeUpProblem(sheet.campaign, sheet.held, item)?.message);
  const words = `${itemWords(item)} ${HAND_WORDS[item.hand]}`;
  const take = () => {
    editor.updateCreation(`take up ${words}`, withHeld(editor.creation!, [...held, { ...item }]));
    clearName();
  };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Take up a weapon or shield</h3>
      <div className="heimr-held-fields">{fields}</div>
      {how}
      <PricedButton label={`Take up ${itemWords(item)}`} blocked={blocked} onClick={take} />
    </section>
  );
}
