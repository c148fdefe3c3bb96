import { useId } from 'react';
import { ITEM_NAME_LIMIT, nameTooLong } from '../../../components/name-limit';
import {
  armorProblem,
  LIST_ITEMS,
  MAX_ARMOR_POINTS,
  SHIELDS,
  WEAPON_SIZES,
  type EquipmentItem,
  type WeaponSize,
} from '../../../../shared/rules/systems/hursagmu';

/** The fields of the item being acquired, as typed: every kind's fields are kept so switching kinds loses nothing. */
export interface ItemDraft {
  kind: EquipmentItem['kind'];
  name: string;
  size: WeaponSize;
  throwable: boolean;
  missile: boolean;
  mechanical: boolean;
  warOnly: boolean;
  points: string;
  material: keyof typeof SHIELDS;
  length: string;
  power: string;
  negation: string;
  item: string;
  quantity: string;
}

/** A fresh form: a medium weapon, and each other kind's commonest start (a two-foot focus is the book's wand). */
export const EMPTY_DRAFT: ItemDraft = {
  kind: 'weapon',
  name: '',
  size: 'medium',
  throwable: false,
  missile: false,
  mechanical: false,
  warOnly: false,
  points: '1',
  material: 'wooden',
  length: '2',
  power: '4',
  negation: '4',
  item: 'backpack',
  quantity: '1',
};

const KINDS: Record<EquipmentItem['kind'], string> = {
  weapon: 'Weapon',
  armor: 'Armor',
  shield: 'Shield',
  focus: 'Focus',
  gear: 'Gear or clothing',
};
const FLAGS = [
  ['throwable', 'Throwable'],
  ['missile', 'Missile'],
  ['mechanical', 'Mechanical'],
  ['warOnly', 'Made only for war, like a sword'],
] as const;

/** Items from the gear and clothing lists: what a character carries (meals and lodging are paid, not carried). */
export const CARRIED_LIST_ITEMS = Object.entries(LIST_ITEMS).filter(
  ([, l]) => l.list === 'gear' || l.list === 'clothing',
);

/** The item the draft describes, or a sentence saying which field to fix. */
export function draftItem(d: ItemDraft, id: string): { item: EquipmentItem } | { problem: string } {
  const name = d.name.trim();
  const num = (text: string) => (text.trim() === '' ? NaN : Number(text));
  const tooLong = d.kind === 'shield' || d.kind === 'gear' ? undefined : nameTooLong(name, ITEM_NAME_LIMIT);
  if (tooLong) return { problem: tooLong };
  switch (d.kind) {
    case 'weapon':
      if (!name) return { problem: 'Name the weapon, e.g. "Sword".' };
      return {
        item: {
          kind: 'weapon',
          id,
          name,
          size: d.size,
          ...(d.throwable ? { throwable: true } : {}),
          ...(d.missile ? { missile: true } : {}),
          ...(d.mechanical ? { mechanical: true } : {}),
          ...(d.warOnly ? { warOnly: true } : {}),
        },
      };
    case 'armor': {
      const points = num(d.points);
      if (!Number.isInteger(points) || points < 1)
        return { problem: `Enter the armor points, a whole number from 1 to ${MAX_ARMOR_POINTS}.` };
      const tooHeavy = armorProblem(points);
      if (tooHeavy) return { problem: tooHeavy };
      return { item: { kind: 'armor', id, points, ...(name ? { name } : {}) } };
    }
    case 'shield':
      return { item: { kind: 'shield', id, material: d.material } };
    case 'focus': {
      const [length, power, negation] = [num(d.length), num(d.power), num(d.negation)];
      if (!name) return { problem: 'Name the focus, e.g. "Staff".' };
      if (!(length >= 0.25 && length <= 100000)) return { problem: 'Enter the focus length in feet, from 0.25 up.' };
      if (![power, negation].every((n) => Number.isInteger(n) && n >= 0))
        return { problem: 'Enter power and negation as whole numbers from 0 up.' };
      return { item: { kind: 'focus', id, name, length, power, negation } };
    }
    case 'gear': {
      const quantity = num(d.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100000)
        return { problem: 'Enter how many, a whole number from 1 up.' };
      return { item: { kind: 'gear', id, item: d.item, quantity } };
    }
  }
}

/** The fields for one kind of equipment. */
export function ItemFields({ draft, onChange }: { draft: ItemDraft; onChange(next: ItemDraft): void }) {
  const ids = {
    kind: useId(),
    name: useId(),
    size: useId(),
    points: useId(),
    material: useId(),
    length: useId(),
    power: useId(),
    negation: useId(),
    item: useId(),
    quantity: useId(),
  };
  const set = <K extends keyof ItemDraft>(key: K, value: ItemDraft[K]) => onChange({ ...draft, [key]: value });
  const text = (
    id: string,
    label: string,
    key: 'name' | 'points' | 'length' | 'power' | 'negation' | 'quantity',
    type: 'text' | 'number' = 'number',
  ) => (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </>
  );
  return (
    <div className="desk-form-grid">
      <label htmlFor={ids.kind}>Kind of equipment</label>
      <select id={ids.kind} value={draft.kind} onChange={(e) => set('kind', e.target.value as ItemDraft['kind'])}>
        {Object.entries(KINDS).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
      {draft.kind === 'weapon' && (
        <>
          {text(ids.name, 'Weapon name', 'name', 'text')}
          <label htmlFor={ids.size}>Size</label>
          <select id={ids.size} value={draft.size} onChange={(e) => set('size', e.target.value as WeaponSize)}>
            {Object.entries(WEAPON_SIZES).map(([value, s]) => (
              <option key={value} value={value}>
                {value} ({s.length})
              </option>
            ))}
          </select>
          <span>Options</span>
          <div>
            {FLAGS.map(([key, words]) => (
              <label key={key} className="hursagmu-check">
                <input type="checkbox" checked={draft[key]} onChange={(e) => set(key, e.target.checked)} /> {words}
              </label>
            ))}
          </div>
        </>
      )}
      {draft.kind === 'armor' && (
        <>
          {text(ids.points, 'Armor points', 'points')}
          {text(ids.name, 'Armor name (optional)', 'name', 'text')}
        </>
      )}
      {draft.kind === 'shield' && (
        <>
          <label htmlFor={ids.material}>Shield</label>
          <select
            id={ids.material}
            value={draft.material}
            onChange={(e) => set('material', e.target.value as ItemDraft['material'])}
          >
            {Object.entries(SHIELDS).map(([value, s]) => (
              <option key={value} value={value}>
                {s.name}
              </option>
            ))}
          </select>
        </>
      )}
      {draft.kind === 'focus' && (
        <>
          {text(ids.name, 'Focus name', 'name', 'text')}
          {text(ids.length, 'Length in feet', 'length')}
          {text(ids.power, 'Power', 'power')}
          {text(ids.negation, 'Negation', 'negation')}
        </>
      )}
      {draft.kind === 'gear' && (
        <>
          <label htmlFor={ids.item}>Item</label>
          <select id={ids.item} value={draft.item} onChange={(e) => set('item', e.target.value)}>
            {CARRIED_LIST_ITEMS.map(([value, l]) => (
              <option key={value} value={value}>
                {l.name}
                {l.unit ? ` (per ${l.unit})` : ''}
              </option>
            ))}
          </select>
          {text(ids.quantity, 'Quantity', 'quantity')}
        </>
      )}
    </div>
  );
}
