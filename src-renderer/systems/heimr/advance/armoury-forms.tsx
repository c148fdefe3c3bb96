import { observer } from 'mobx-react-lite';
import {
  HAND_WORDS,
  itemWords,
  takeUpOf,
  wieldingProblem,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import { DeskForm } from '../../../components/desk-form';
import { PricedButton } from '../../../components/priced-button';
import type { HeimrDesk } from '../controls/desk';
import { useHeldFields } from '../controls/held-fields';

interface Props {
  desk: HeimrDesk;
  sheet: HeimrSheet;
}

/*
 * The medieval armoury module on Advance (002_660a93111b0de833.txt, "Medieval armoury module", "Weapons",
 * "Shields"): a weapon or shield of the tables taken up in a hand with the ability it is used with, or what a hand
 * holds put down, each an entry of the ledger; a hand the book's "Wielding" does not allow is refused with its
 * sentence.
 */

export const ArmouryForms = observer(function ArmouryForms({ desk, sheet }: Props) {
  if (!sheet.campaign.armoury)
    return (
      <p className="how">
        This campaign does not use the medieval armoury module; the game master can switch it on in Campaign settings.
      </p>
    );
  return (
    <>
      <TakeUpForm desk={desk} sheet={sheet} />
      <PutDownForm desk={desk} sheet={sheet} />
    </>
  );
});

function TakeUpForm({ desk, sheet }: Props) {
  const { item, unusable, fields, how, clearName } = useHeldFields(sheet.abilities);
  const blocked = unusable ?? wieldingProblem(sheet.held, item);
  const take = () => {
    const choice = takeUpOf(item);
    const payload =
      'weapon' in choice
        ? { type: 'take-up-weapon' as const, ...choice }
        : { type: 'take-up-shield' as const, ...choice };
    const words = `${itemWords(item)} ${HAND_WORDS[item.hand]}`;
    if (desk.perform(`take up ${words}`, payload, () => `Took up ${words}.`)) clearName();
  };
  return (
    <DeskForm heading="Take up a weapon or shield" fields={fields}>
      {how}
      <PricedButton label={`Take up ${itemWords(item)}`} blocked={blocked} onClick={take} />
    </DeskForm>
  );
}

/** What each hand holds, with a button to put it down. */
function PutDownForm({ desk, sheet }: Props) {
  if (sheet.held.length === 0) return null;
  return (
    <DeskForm heading="Put down">
      {sheet.held.map((item, i) => {
        const hand = item.hand === 'both' ? 'sword' : item.hand;
        const words = `${itemWords(item)} ${HAND_WORDS[item.hand]}`;
        return (
          <PricedButton
            key={i}
            label={`Put down ${words}`}
            blocked={undefined}
            onClick={() => desk.perform(`put down ${words}`, { type: 'put-down', hand }, () => `Put down ${words}.`)}
          />
        );
      })}
    </DeskForm>
  );
}
