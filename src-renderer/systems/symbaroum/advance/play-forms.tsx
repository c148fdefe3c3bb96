import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { DEATH_TEST_DIES, MEDICUS_DIE, WAKE_DIE, type ShieldKind, type SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { countOf, figure } from '../../../components/format';
import { PricedButton, wholeNumber } from '../../../components/priced-button';
import type { SymbaroumDesk } from '../controls/desk';
import type { SymbaroumEditor } from '../controls/edit';
import { toughnessText } from '../sheet/symbaroum-sheet-view';

interface Props {
  editor: SymbaroumEditor;
  desk: SymbaroumDesk;
  sheet: SymbaroumSheet;
}

const toughness = (n: number) => countOf(n, 'Toughness', 'Toughness');

/** Damage taken: Toughness lowered, to 0 at the most, where a player character is dying ("Damage & Healing"). */
export const DamageForm = observer(function DamageForm({ desk, sheet }: Props) {
  const ids = { heading: useId(), amount: useId() };
  const [text, setText] = useState('');
  const amount = wholeNumber(text, 1, 1000);
  return (
    <section className="desk-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Toughness: {toughnessText(sheet)}</h4>
      <div className="desk-form-grid">
        <label htmlFor={ids.amount}>Damage taken</label>
        <input id={ids.amount} type="number" min={1} step={1} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <PricedButton
        label={amount === undefined ? 'Record damage' : `Record ${figure(amount)} damage`}
        blocked={amount === undefined ? 'Enter the damage taken, a whole number from 1 up.' : undefined}
        onClick={() => {
          if (desk.perform(`damage of ${figure(amount!)}`, { type: 'damage', amount: amount! }, () => `Took ${figure(amount!)} damage.`)) setText('');
        }}
      />
    </section>
  );
});

const MEANS = [
  { id: 'natural', label: 'Natural healing, 1 a day', field: 'days', fieldLabel: 'Days of rest' },
  { id: 'herbal', label: 'An herbal cure, 1', field: null, fieldLabel: '' },
  { id: 'medicus', label: `Medicus, 1D${MEDICUS_DIE}`, field: 'roll', fieldLabel: `The 1D${MEDICUS_DIE} rolled` },
  { id: 'other', label: 'Another power', field: 'amount', fieldLabel: 'Toughness it heals' },
] as const;

/** Healing ("Healing Wounds"): by days, an herbal cure, the Medicus roll or another power's amount. */
export const HealForm = observer(function HealForm({ desk, sheet }: Props) {
  const ids = { heading: useId(), means: useId(), value: useId() };
  const [meansId, setMeansId] = useState<(typeof MEANS)[number]['id']>('natural');
  const [text, setText] = useState('');
  const means = MEANS.find((m) => m.id === meansId)!;
  const max = means.field === 'roll' ? MEDICUS_DIE : 1000;
  const value = means.field === null ? undefined : wholeNumber(text, 1, max);
  const lost = sheet.toughness.max - sheet.toughness.current;
  const blocked =
    lost === 0
      ? 'The character has lost no Toughness; there is nothing to heal.'
      : means.field !== null && value === undefined
        ? `Enter ${means.fieldLabel.toLowerCase()}, a whole number from 1${means.field === 'roll' ? ` to ${MEDICUS_DIE}` : ' up'}.`
        : undefined;
  const payload = { type: 'heal' as const, means: means.id, ...(means.field !== null && value !== undefined ? { [means.field]: value } : {}) };
  return (
    <section className="desk-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Heal</h4>
      <div className="desk-form-grid">
        <label htmlFor={ids.means}>How</label>
        <select id={ids.means} value={means.id} onChange={(e) => setMeansId(e.target.value as (typeof MEANS)[number]['id'])}>
          {MEANS.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </select>
        {means.field !== null && (
          <>
            <label htmlFor={ids.value}>{means.fieldLabel}</label>
            <input id={ids.value} type="number" min={1} max={means.field === 'roll' ? MEDICUS_DIE : undefined} step={1} value={text} onChange={(e) => setText(e.target.value)} />
          </>
        )}
      </div>
      <p className="how">Healing gives back at most the {toughness(lost)} lost; a dying character healed is stable again.</p>
      <PricedButton
        label="Record healing"
        blocked={blocked}
        onClick={() => {
          if (desk.perform(`healing (${means.label})`, payload, () => `Healed: ${means.label}.`)) setText('');
        }}
      />
    </section>
  );
});

/** The death test of a dying character ("Dying Characters"): the D20, and on a 1 the D4 of Toughness it wakes with. */
export const DeathTestForm = observer(function DeathTestForm({ desk, sheet }: Props) {
  const ids = { heading: useId(), roll: useId(), wake: useId() };
  const [rollText, setRollText] = useState('');
  const [wakeText, setWakeText] = useState('');
  const roll = wholeNumber(rollText, 1, DEATH_TEST_DIES);
  const wake = wholeNumber(wakeText, 1, WAKE_DIE);
  const blocked = !sheet.dying
    ? 'Only a dying character, at 0 Toughness, makes death tests.'
    : roll === undefined
      ? `Enter the D20, a whole number from 1 to ${DEATH_TEST_DIES}.`
      : roll === 1 && wake === undefined
        ? `A 1 wakes the character: enter the 1D${WAKE_DIE} of Toughness it wakes with.`
        : undefined;
  return (
    <section className="desk-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Death test</h4>
      <p className="how">1: wakes with 1D4 Toughness; 2–10: no change; 11–19: a step closer to death, the third kills; 20: dies.</p>
      <div className="desk-form-grid">
        <label htmlFor={ids.roll}>The D20 rolled</label>
        <input id={ids.roll} type="number" min={1} max={DEATH_TEST_DIES} step={1} value={rollText} onChange={(e) => setRollText(e.target.value)} />
        {roll === 1 && (
          <>
            <label htmlFor={ids.wake}>The 1D4 of Toughness it wakes with</label>
            <input id={ids.wake} type="number" min={1} max={WAKE_DIE} step={1} value={wakeText} onChange={(e) => setWakeText(e.target.value)} />
          </>
        )}
      </div>
      <PricedButton
        label="Record the death test"
        blocked={blocked}
        onClick={() => {
          const payload = { type: 'death-test' as const, roll: roll!, ...(roll === 1 ? { wake: wake! } : {}) };
          if (desk.perform(`death test of ${figure(roll!)}`, payload, () => `Death test: ${figure(roll!)}.`)) {
            setRollText('');
            setWakeText('');
          }
        }}
      />
    </section>
  );
});

const SHIELDS: readonly { id: ShieldKind; label: string }[] = [
  { id: 'none', label: 'No shield' },
  { id: 'shield', label: 'A shield' },
  { id: 'buckler', label: 'A buckler' },
];

/** Armor put on or taken off, and the shield carried: Defense follows. */
export const EquipForm = observer(function EquipForm({ editor, desk, sheet }: Props) {
  const ids = { heading: useId(), armor: useId(), shield: useId() };
  const [armor, setArmor] = useState<string>(sheet.armor ?? '');
  const [shield, setShield] = useState<ShieldKind>(sheet.shield);
  const same = (armor || null) === sheet.armor && shield === sheet.shield;
  return (
    <section className="desk-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Armor and shield (Defense {figure(sheet.defense)})</h4>
      <div className="desk-form-grid">
        <label htmlFor={ids.armor}>Armor</label>
        <select id={ids.armor} value={armor} onChange={(e) => setArmor(e.target.value)}>
          <option value="">No armor</option>
          {editor.settings.armor.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} (impeding {figure(a.impeding)})
            </option>
          ))}
        </select>
        <label htmlFor={ids.shield}>Shield</label>
        <select id={ids.shield} value={shield} onChange={(e) => setShield(e.target.value as ShieldKind)}>
          {SHIELDS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <PricedButton
        label="Change armor and shield"
        blocked={same ? 'This is what the character wears now; choose other armor or another shield.' : undefined}
        onClick={() => desk.perform('changing armor', { type: 'equip', armor: armor || null, shield }, () => 'Changed armor and shield.')}
      />
    </section>
  );
});
