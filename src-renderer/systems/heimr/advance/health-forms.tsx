import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DeskForm } from '../../../components/desk-form';
import { WholeNumberField } from '../../../components/form-fields';
import { INJURIES, type HeimrSheet } from '../../../../shared/rules/systems/heimr';
import { countOf, figure } from '../../../base/format';
import { PricedButton, wholeNumber } from '../../../components/priced-button';
import type { HeimrDesk } from '../controls/desk';
import type { HeimrEditor } from '../controls/edit';

interface Props {
  editor: HeimrEditor;
  desk: HeimrDesk;
  sheet: HeimrSheet;
}

const hitPoints = (n: number) => countOf(n, 'hit point', 'hit points');

/** "3 of 3", "−1 of 3, Bloodied: needs treatment; no short rest" ("Injuries"). */
export function healthText(sheet: HeimrSheet): string {
  const injury = INJURIES.find((i) => i.level === sheet.health.injury);
  const effect = injury
    ? `, ${injury.name}: ${injury.effect.charAt(0).toLowerCase()}${injury.effect.slice(1).replace(/\.$/, '')}`
    : '';
  return `${figure(sheet.health.current)} of ${figure(sheet.health.max)}${effect}`;
}

/**
 * Hit points lost, given back by treatment, and restored by a short rest ("Health", "Short Rest"): a rest only
 * while the character has 1 hit point or more; treatment gives back at most what was lost.
 */
export const HealthForms = observer(function HealthForms({ desk, sheet }: Props) {
  const [damageText, setDamageText] = useState('');
  const [healText, setHealText] = useState('');
  const damage = wholeNumber(damageText, 1, 1000);
  const heal = wholeNumber(healText, 1, 1000);
  const lost = sheet.health.max - sheet.health.current;
  return (
    <DeskForm
      heading={`Hit points: ${healthText(sheet)}`}
      fields={<WholeNumberField label="Hit points lost" text={damageText} onChange={setDamageText} />}
    >
      <PricedButton
        label={damage === undefined ? 'Record damage' : `Record ${hitPoints(damage)} lost`}
        blocked={damage === undefined ? 'Enter the hit points lost, a whole number from 1 up.' : undefined}
        onClick={() => {
          if (
            desk.perform(
              `lose ${hitPoints(damage!)}`,
              { type: 'damage', amount: damage! },
              () => `Lost ${hitPoints(damage!)}.`,
            )
          )
            setDamageText('');
        }}
      />
      <div className="desk-form-grid">
        <WholeNumberField label="Hit points given back by treatment" text={healText} onChange={setHealText} />
      </div>
      <PricedButton
        label={heal === undefined ? 'Record treatment' : `Record treatment of ${hitPoints(heal)}`}
        blocked={
          heal === undefined
            ? 'Enter the hit points treatment gives back, a whole number from 1 up.'
            : heal > lost
              ? `The character has lost ${hitPoints(lost)}; treatment gives back at most that.`
              : undefined
        }
        onClick={() => {
          if (
            desk.perform(
              `treat ${hitPoints(heal!)}`,
              { type: 'heal', amount: heal! },
              () => `Treated: ${hitPoints(heal!)} back.`,
            )
          )
            setHealText('');
        }}
      />
      <PricedButton
        label="Take a short rest"
        blocked={
          sheet.health.current < 1
            ? `The character is injured, with ${figure(sheet.health.current)} hit points; a short rest restores only a character with 1 or more, so treat the injury first.`
            : lost === 0
              ? 'The character has lost no hit points.'
              : undefined
        }
        onClick={() =>
          desk.perform(
            'take a short rest',
            { type: 'rest' },
            () => 'Took a short rest: hit points back to their maximum.',
          )
        }
      />
    </DeskForm>
  );
});
