import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DeskForm } from '../../../components/desk-form';
import { ChoiceField, choicesOf, WholeNumberField, type Choice } from '../../../components/form-fields';
import {
  DEATH_TEST_DIES,
  MEDICUS_DIE,
  painThresholdWords,
  WAKE_DIE,
  WHO_STABILISES,
  type ShieldKind,
  type SymbaroumPurchase,
  type SymbaroumSheet,
} from '../../../../shared/rules/systems/symbaroum';
import { countOf, figure } from '../../../base/format';
import { PricedButton, wholeNumber } from '../../../components/priced-button';
import { previewSymbaroumStep, type SymbaroumDesk } from '../controls/desk';
import type { SymbaroumEditor } from '../controls/edit';
import { HEAL_WORDS } from '../history-describer';
import { toughnessText } from '../sheet/symbaroum-sheet-view';

interface Props {
  editor: SymbaroumEditor;
  desk: SymbaroumDesk;
  sheet: SymbaroumSheet;
}

const toughness = (n: number) => countOf(n, 'Toughness', 'Toughness');

/** What one attack's damage brings at the Pain Threshold, in the book's words, or nothing below it. */
function painNote(amount: number | undefined, sheet: SymbaroumSheet): string | undefined {
  return amount === undefined ? undefined : painThresholdWords(amount, sheet.painThreshold);
}

/**
 * Damage taken from one attack, after Armor: Toughness lowered, to 0 at the most, where a player character is dying
 * ("Damage & Healing"); damage that exceeds the Pain Threshold says what follows ("Pain Threshold").
 */
export const DamageForm = observer(function DamageForm({ desk, sheet }: Props) {
  const [text, setText] = useState('');
  const amount = wholeNumber(text, 1, 1000);
  const pain = painNote(amount, sheet);
  return (
    <DeskForm
      heading={`Toughness: ${toughnessText(sheet)}; Pain Threshold ${figure(sheet.painThreshold)}`}
      fields={<WholeNumberField label="Damage from one attack, after Armor" text={text} onChange={setText} />}
    >
      <p className="how">
        {pain ??
          `Damage of more than ${figure(sheet.painThreshold)} from one attack knocks the character down or gives the attacker a Free Attack, as the player chooses.`}
      </p>
      <PricedButton
        label={amount === undefined ? 'Record damage' : `Record ${figure(amount)} damage`}
        blocked={amount === undefined ? 'Enter the damage taken, a whole number from 1 up.' : undefined}
        onClick={() => {
          if (
            desk.perform(`take ${figure(amount!)} damage`, { type: 'damage', amount: amount! }, () =>
              [`Took ${figure(amount!)} damage.`, pain].filter(Boolean).join(' '),
            )
          )
            setText('');
        }}
      />
    </DeskForm>
  );
});

const MEANS = [
  { id: 'natural', label: 'Natural healing, 1 a day', field: 'days', fieldLabel: 'Days of rest' },
  { id: 'herbal', label: 'An herbal cure, 1', field: null, fieldLabel: '' },
  { id: 'medicus', label: `Medicus, 1D${MEDICUS_DIE}`, field: 'roll', fieldLabel: `The 1D${MEDICUS_DIE} rolled` },
  { id: 'other', label: 'Mystical healing or another power', field: 'amount', fieldLabel: 'Toughness it heals' },
] as const;

/** The way chosen, the number its field takes (if it takes one), and what the player has typed, as a heal entry. */
function healPayload(means: (typeof MEANS)[number], value: number | undefined): SymbaroumPurchase {
  return {
    type: 'heal',
    means: means.id,
    ...(means.field !== null && value !== undefined ? { [means.field]: value } : {}),
  };
}

/**
 * Why the heal cannot be recorded yet: the rules' refusal (nothing lost; days of rest for a dying character), asked
 * before the number is typed, with the least the field takes; then a number still to type.
 */
function healBlocked(
  editor: SymbaroumEditor,
  sheet: SymbaroumSheet,
  means: (typeof MEANS)[number],
  value: number | undefined,
): string | undefined {
  const refused = previewSymbaroumStep(sheet, healPayload(means, value ?? 1), editor.settings).blocked;
  if (refused !== undefined) return refused;
  if (means.field !== null && value === undefined)
    return `Enter ${means.fieldLabel.toLowerCase()}, a whole number from 1${means.field === 'roll' ? ` to ${MEDICUS_DIE}` : ' up'}.`;
  return undefined;
}

/**
 * Healing ("Healing Wounds"): by days, an herbal cure, the Medicus roll or a power's amount. A dying character is
 * stabilised only by someone else's herbal cure, Medicus or mystical healing ("Dying Characters"); the rules refuse
 * days of rest, and the button says why.
 */
export const HealForm = observer(function HealForm({ editor, desk, sheet }: Props) {
  const [meansId, setMeansId] = useState<(typeof MEANS)[number]['id']>('natural');
  const [text, setText] = useState('');
  const means = MEANS.find((m) => m.id === meansId)!;
  const max = means.field === 'roll' ? MEDICUS_DIE : 1000;
  const value = means.field === null ? undefined : wholeNumber(text, 1, max);
  const lost = sheet.toughness.max - sheet.toughness.current;
  const buttonLabel = sheet.dying ? 'Stabilise the dying character' : 'Record healing';
  return (
    <DeskForm
      heading="Heal"
      fields={
        <>
          <ChoiceField
            label="How"
            value={means.id}
            choices={MEANS.map((m) => ({ value: m.id, label: m.label }))}
            onChange={setMeansId}
          />
          {means.field !== null && (
            <WholeNumberField
              label={means.fieldLabel}
              text={text}
              onChange={setText}
              max={means.field === 'roll' ? MEDICUS_DIE : undefined}
            />
          )}
        </>
      }
    >
      <p className="how">
        {sheet.dying
          ? `The character is dying. ${WHO_STABILISES}`
          : `Healing gives back at most the ${toughness(lost)} lost; a dying character healed is stable again.`}
      </p>
      <PricedButton
        label={buttonLabel}
        blocked={healBlocked(editor, sheet, means, value)}
        onClick={() => {
          const how = means.label.charAt(0).toLowerCase() + means.label.slice(1);
          const done = sheet.dying
            ? `Stabilised the dying character with ${HEAL_WORDS[means.id]}.`
            : `Healed: ${means.label}.`;
          if (desk.perform(`heal by ${how}`, healPayload(means, value), () => done)) setText('');
        }}
      />
    </DeskForm>
  );
});

/** The death test of a dying character ("Dying Characters"): the D20, and on a 1 the D4 of Toughness it wakes with. */
export const DeathTestForm = observer(function DeathTestForm({ desk, sheet }: Props) {
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
    <DeskForm heading="Death test">
      <p className="how">
        1: wakes with 1D4 Toughness; 2–10: no change; 11–19: a step closer to death, the third kills; 20: dies.
      </p>
      <div className="desk-form-grid">
        <WholeNumberField label="The D20 rolled" text={rollText} onChange={setRollText} max={DEATH_TEST_DIES} />
        {roll === 1 && (
          <WholeNumberField
            label="The 1D4 of Toughness it wakes with"
            text={wakeText}
            onChange={setWakeText}
            max={WAKE_DIE}
          />
        )}
      </div>
      <PricedButton
        label="Record the death test"
        blocked={blocked}
        onClick={() => {
          const payload = { type: 'death-test' as const, roll: roll!, ...(roll === 1 ? { wake: wake! } : {}) };
          if (desk.perform(`record a death test of ${figure(roll!)}`, payload, () => `Death test: ${figure(roll!)}.`)) {
            setRollText('');
            setWakeText('');
          }
        }}
      />
    </DeskForm>
  );
});

const SHIELDS: readonly Choice<ShieldKind>[] = [
  { value: 'none', label: 'No shield' },
  { value: 'shield', label: 'A shield' },
  { value: 'buckler', label: 'A buckler' },
];

/** Armor put on or taken off, and the shield carried: Defense follows. */
export const EquipForm = observer(function EquipForm({ editor, desk, sheet }: Props) {
  const [armor, setArmor] = useState<string>(sheet.armor ?? '');
  const [shield, setShield] = useState<ShieldKind>(sheet.shield);
  const same = (armor || null) === sheet.armor && shield === sheet.shield;
  return (
    <DeskForm
      heading={`Armor and shield (Defense ${figure(sheet.defense)})`}
      fields={
        <>
          <ChoiceField
            label="Armor"
            value={armor}
            prompt="No armor"
            choices={choicesOf(editor.settings.armor, (a) => `${a.name} (impeding ${figure(a.impeding)})`)}
            onChange={setArmor}
          />
          <ChoiceField label="Shield" value={shield} choices={SHIELDS} onChange={setShield} />
        </>
      }
    >
      <PricedButton
        label="Change armor and shield"
        blocked={same ? 'This is what the character wears now; choose other armor or another shield.' : undefined}
        onClick={() =>
          desk.perform(
            'change armor and shield',
            { type: 'equip', armor: armor || null, shield },
            () => 'Changed armor and shield.',
          )
        }
      />
    </DeskForm>
  );
});
