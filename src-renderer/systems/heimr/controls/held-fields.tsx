import { useState, type ReactNode } from 'react';
import {
  bookAbilitiesIn,
  HAND_WORDS,
  HANDS,
  HANDS_ALLOWED,
  rowOf,
  SHIELDS,
  WEAPONS,
  type AbilitySheet,
  type Hand,
  type HeldItem,
} from '../../../../shared/rules/systems/heimr';
import { ChoiceField, TextField, type Choice } from '../../../components/form-fields';

/*
 * The fields of a weapon or shield of the medieval armoury module (002_660a93111b0de833.txt, "Medieval armoury
 * module", "Weapons", "Shields"), which Advance's "Take up a weapon or shield" and the builder's "Weapons and shields"
 * step share: the table's row, the hand, the ability it is used with (the table's first) and the player's own name.
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

/** Why nothing can be taken up while the campaign has no ability to use it with. */
export const NO_ABILITY =
  'This campaign has no abilities to use a weapon or shield with; ask the game master to add one.';

const rowKey = (key: ItemKey) => {
  const [kind, id] = key.split(':') as ['weapon' | 'shield', string];
  return { kind, id } as HeldItem;
};

/** The item the fields describe. */
function itemOf(key: ItemKey, hand: Hand, ability: string, name: string): HeldItem {
  const item = { ...rowKey(key), hand, ability } as HeldItem;
  const trimmed = name.trim();
  if (trimmed !== '') item.name = trimmed.slice(0, 80);
  return item;
}

/** The campaign's abilities, the ones the table names for the item first. */
function abilityChoices(abilities: readonly AbilitySheet[], key: ItemKey): Choice<string>[] {
  const named = bookAbilitiesIn(rowOf(rowKey(key)), abilities);
  const rest = abilities.filter((a) => !named.includes(a));
  return [
    ...named.map((a) => ({ value: a.id, label: `${a.name} (the table’s)` })),
    ...rest.map((a) => ({ value: a.id, label: a.name })),
  ];
}

/** "Great weapon: held in both hands; the table names Swordmanship.": the row's rules in words. */
function HowHeld({ item }: { item: HeldItem }) {
  const row = rowOf(item);
  const [first, ...others] = HANDS_ALLOWED[row.wielding];
  return (
    <p className="how">
      {row.name}: held {HAND_WORDS[first!]}
      {others.length > 0 ? ` or ${others.map((h) => HAND_WORDS[h]).join(' or ')}` : ''}; the table names{' '}
      {row.abilities.join(', ')}.
    </p>
  );
}

/** What the fields hold: the item they describe, the fields themselves, the row's rules, and a way to clear the name. */
export interface HeldFields {
  item: HeldItem;
  /** Why nothing can be taken up whatever is chosen (no ability to use it with), or undefined. */
  unusable: string | undefined;
  fields: ReactNode;
  how: ReactNode;
  clearName(): void;
}

/**
 * The fields of one weapon or shield, with `abilities` to choose from: the item (a medium weapon in the sword hand
 * to start), the hand (the first the row's wielding allows when the item changes), the ability (the table's first)
 * and an optional name.
 */
export function useHeldFields(abilities: readonly AbilitySheet[]): HeldFields {
  const [key, setKey] = useState<ItemKey>('weapon:medium');
  const [hand, setHand] = useState<Hand>('sword');
  const [chosenAbility, setAbility] = useState('');
  const [name, setName] = useState('');
  const choices = abilityChoices(abilities, key);
  const ability = choices.some((a) => a.value === chosenAbility) ? chosenAbility : (choices[0]?.value ?? '');
  const item = itemOf(key, hand, ability, name);
  const choose = (next: ItemKey) => {
    setKey(next);
    setHand(HANDS_ALLOWED[rowOf(rowKey(next)).wielding][0]!);
  };
  const fields = (
    <>
      <ChoiceField label="Weapon or shield" value={key} choices={ITEM_CHOICES} onChange={choose} />
      <ChoiceField label="Hand" value={hand} choices={HAND_CHOICES} onChange={setHand} />
      <ChoiceField label="Used with" value={ability} choices={choices} onChange={setAbility} />
      <TextField label="Name (optional)" text={name} onChange={setName} maxLength={80} placeholder="Father’s sword…" />
    </>
  );
  return {
    item,
    unusable: ability === '' ? NO_ABILITY : undefined,
    fields,
    how: <HowHeld item={item} />,
    clearName: () => setName(''),
  };
}
