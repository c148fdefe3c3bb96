import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { availableGifts, giftDescription, type GiftListing } from '../../../../shared/rules/systems/hursagmu';
import { About } from '../controls/about';
import { copyCreation } from '../../../components/builder/creation-option';
import { changeOption, type HursagmuEditor } from '../controls/creation-change';
import { StepButton, StepButtons } from '../../../components/step-buttons';
import { characterPoints } from '../points';
import { StepFindings } from '../../../components/builder/step-findings';
import { HURSAGMU_BUILDER } from './steps';

const isSorcery = (g: GiftListing) => g.id.startsWith('sorcery-');

/**
 * The gifts the campaign offers, each added or removed whole at its flat cost ("GIFTS"): Sorcery one
 * discipline at a time, Extra Limbs priced per limb.
 */
export const GiftsStep = observer(function GiftsStep({ editor }: { editor: HursagmuEditor }) {
  const offered = availableGifts(editor.settings);
  const sorcery = offered.filter(isSorcery);
  const others = offered.filter((g) => !isSorcery(g));
  const sorceryHeading = useId();
  const otherHeading = useId();
  return (
    <div className="builder-step-body">
      <p className="hint">
        A gift is all or nothing: it is bought whole at creation, or later with experience and The Master's approval.
      </p>
      {sorcery.length > 0 && (
        <section aria-labelledby={sorceryHeading}>
          <h3 id={sorceryHeading}>Sorcery</h3>
          <p className="hint">Sorcery is a gift for each discipline; a sorcerer buys every discipline they can cast.</p>
          <ul className="hursagmu-gift-list" aria-labelledby={sorceryHeading}>
            {sorcery.map((g) => (
              <GiftRow key={g.id} editor={editor} gift={g} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={otherHeading}>
        <h3 id={otherHeading}>Other gifts</h3>
        <ul className="hursagmu-gift-list" aria-labelledby={otherHeading}>
          {others.map((g) => (
            <GiftRow key={g.id} editor={editor} gift={g} />
          ))}
        </ul>
      </section>
      <StepFindings editor={editor} plan={HURSAGMU_BUILDER} step="gifts" />
    </div>
  );
});

const GiftRow = observer(function GiftRow({ editor, gift }: { editor: HursagmuEditor; gift: GiftListing }) {
  const creation = editor.creation!;
  const chosen = creation.gifts.find((c) => c.gift === gift.id);
  const price = gift.perLimb ? `${characterPoints(gift.cost)} per limb` : characterPoints(gift.cost);
  const remove = () => {
    const next = copyCreation(creation);
    next.gifts = next.gifts.filter((c) => c.gift !== gift.id);
    return changeOption(editor, next, `Remove ${gift.name}`, `remove ${gift.name}`, { budgetOnly: true });
  };
  return (
    <li className={`hursagmu-gift-row${chosen ? ' hursagmu-gift-chosen' : ''}`}>
      <span className="hursagmu-gift-name">
        <strong>{gift.name}</strong>{' '}
        <span className="hint">
          {price}
          {gift.campaign ? ', added by the campaign' : ''}
        </span>
        {chosen && (
          <span className="trait-badge">
            {chosen.limbs ? `Chosen, ${chosen.limbs} ${chosen.limbs === 1 ? 'limb' : 'limbs'}` : 'Chosen'}
          </span>
        )}
        <About description={giftDescription(gift.id)} />
      </span>
      {gift.perLimb ? (
        <LimbsControl editor={editor} gift={gift} limbs={chosen?.limbs} remove={chosen ? remove() : undefined} />
      ) : null}
      {!gift.perLimb &&
        (chosen ? (
          <StepButton option={remove()} />
        ) : (
          <StepButton
            option={changeOption(
              editor,
              { ...copyCreation(creation), gifts: [...creation.gifts, { gift: gift.id }] },
              `Add ${gift.name}`,
              `add ${gift.name}`,
            )}
          />
        ))}
    </li>
  );
});

/** A gift priced per limb: how many limbs, then add it, or change the count of one already chosen. */
const LimbsControl = observer(function LimbsControl({
  editor,
  gift,
  limbs,
  remove,
}: {
  editor: HursagmuEditor;
  gift: GiftListing;
  limbs: number | undefined;
  remove: ReturnType<typeof changeOption> | undefined;
}) {
  const inputId = useId();
  const [count, setCount] = useState(2);
  const creation = editor.creation!;
  const withLimbs = (n: number) => {
    const next = copyCreation(creation);
    const existing = next.gifts.find((c) => c.gift === gift.id);
    if (existing) existing.limbs = n;
    else next.gifts.push({ gift: gift.id, limbs: n });
    return next;
  };
  if (limbs !== undefined) {
    const more = changeOption(
      editor,
      withLimbs(limbs + 1),
      `Add a limb to ${gift.name}`,
      `${gift.name} to ${limbs + 1} limbs`,
    );
    const fewer =
      limbs > 1
        ? changeOption(
            editor,
            withLimbs(limbs - 1),
            `Take a limb from ${gift.name}`,
            `${gift.name} to ${limbs - 1} limbs`,
            { budgetOnly: true },
          )
        : undefined;
    return <StepButtons options={[fewer, more, remove]} />;
  }
  const valid = Number.isInteger(count) && count >= 1 && count <= 100;
  const limbWord = `${count} ${count === 1 ? 'limb' : 'limbs'}`;
  // Chosen without a number (a file written by hand): the number is what is missing.
  const action = remove ? `Give ${gift.name} ${limbWord}` : `Add ${gift.name}, ${limbWord}`;
  return (
    <div className="hursagmu-limbs-control">
      <label htmlFor={inputId}>Number of limbs for {gift.name}</label>
      <input
        id={inputId}
        type="number"
        min={1}
        max={100}
        value={Number.isNaN(count) ? '' : count}
        onChange={(e) => setCount(e.target.valueAsNumber)}
      />
      {valid ? (
        <StepButton
          option={changeOption(
            editor,
            withLimbs(count),
            action,
            remove ? `${gift.name} to ${limbWord}` : `add ${gift.name}`,
          )}
        />
      ) : (
        <p className="step-blocked">Enter a whole number of limbs from 1 to 100.</p>
      )}
      {remove && <StepButton option={remove} />}
    </div>
  );
});
