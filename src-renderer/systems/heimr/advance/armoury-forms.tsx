import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  bookAbilitiesIn,
  HAND_WORDS,
  HANDS,
  HANDS_ALLOWED,
  itemWords,
  rowOf,
  SHIELDS,
  WEAPONS,
  wieldingProblem,
  type Hand,
  type HeimrSheet,
  type HeldItem,
} from '../../../../shared/rules/systems/heimr';
import { DeskForm } from '../../../components/desk-form';
import { ChoiceField, type Choice } from '../../../components/form-fields';
import { PricedButton } from '../../../components/priced-button';
import type { HeimrDesk } from '../controls/desk';

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

/** "weapon:great", "shield:tower": one choice of the two tables. */
type ItemKey = `weapon:${string}` | `shield:${string}`;

const ITEM_CHOICES: readonly Choice<ItemKey>[] = [
  ...WEAPONS.map((w): Choice<ItemKey> => ({ value: `weapon:${w.id}`, label: `Weapon: ${w.name}` })),
  ...SHIELDS.map((s): Choice<ItemKey> => ({ value: `shield:${s.id}`, label: `Shield: ${s.name}` })),
];

const HAND_CHOICES: readonly Choice<Hand>[] = HANDS.map((h) => ({
  value: h,
  label: { sword: 'Sword hand', off: 'Off hand', both: 'Both hands' }[h],
}));

/** The item the form describes, before it is taken up. */
function itemOf(key: ItemKey, hand: Hand, ability: string, name: string): HeldItem {
  const [kind, id] = key.split(':') as ['weapon' | 'shield', string];
  const item = { kind, id, hand, ability } as HeldItem;
  const trimmed = name.trim();
  if (trimmed !== '') item.name = trimmed.slice(0, 80);
  return item;
}

/** The campaign's abilities, the ones the table names for the item first. */
function abilityChoices(sheet: HeimrSheet, key: ItemKey): Choice<string>[] {
  const [kind, id] = key.split(':') as ['weapon' | 'shield', string];
  const named = bookAbilitiesIn(rowOf({ kind, id } as HeldItem), sheet.abilities);
  const rest = sheet.abilities.filter((a) => !named.includes(a));
  return [
    ...named.map((a) => ({ value: a.id, label: `${a.name} (the table’s)` })),
    ...rest.map((a) => ({ value: a.id, label: a.name })),
  ];
}

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
  const nameId = useId();
  const [key, setKey] = useState<ItemKey>('weapon:medium');
  const [hand, setHand] = useState<Hand>('sword');
  const [chosenAbility, setAbility] = useState('');
  const [name, setName] = useState('');
  const abilities = abilityChoices(sheet, key);
  const ability = abilities.some((a) => a.value === chosenAbility) ? chosenAbility : (abilities[0]?.value ?? '');
  const item = itemOf(key, hand, ability, name);
  const row = rowOf(item);
  const choose = (next: ItemKey) => {
    setKey(next);
    const [kind, id] = next.split(':') as ['weapon' | 'shield', string];
    setHand(HANDS_ALLOWED[rowOf({ kind, id } as HeldItem).wielding][0]!);
  };
  const blocked =
    ability === ''
      ? 'This campaign has no abilities to use a weapon or shield with; ask the game master to add one.'
      : wieldingProblem(sheet.held, item);
  const take = () => {
    const payload =
      item.kind === 'weapon'
        ? { type: 'take-up-weapon' as const, weapon: item.id, hand, ability, ...(item.name ? { name: item.name } : {}) }
        : {
            type: 'take-up-shield' as const,
            shield: item.id,
            hand,
            ability,
            ...(item.name ? { name: item.name } : {}),
          };
    const words = `${itemWords(item)} ${HAND_WORDS[hand]}`;
    if (desk.perform(`take up ${words}`, payload, () => `Took up ${words}.`)) setName('');
  };
  return (
    <DeskForm
      heading="Take up a weapon or shield"
      fields={
        <>
          <ChoiceField label="Weapon or shield" value={key} choices={ITEM_CHOICES} onChange={choose} />
          <ChoiceField label="Hand" value={hand} choices={HAND_CHOICES} onChange={setHand} />
          <ChoiceField label="Used with" value={ability} choices={abilities} onChange={setAbility} />
          <label htmlFor={nameId}>Name (optional)</label>
          <input
            id={nameId}
            type="text"
            maxLength={80}
            placeholder="Father’s sword…"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </>
      }
    >
      <p className="how">
        {row.name}: held {`${HAND_WORDS[HANDS_ALLOWED[row.wielding][0]!]}`}
        {HANDS_ALLOWED[row.wielding].length > 1
          ? ` or ${HANDS_ALLOWED[row.wielding]
              .slice(1)
              .map((h) => HAND_WORDS[h])
              .join(' or ')}`
          : ''}
        ; the table names {row.abilities.join(', ')}.
      </p>
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
