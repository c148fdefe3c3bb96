import { useId } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import {
  BOOK_TRAIT_IDS,
  GIFTS,
  INTUITION_GIFT,
  REVISED_RENAMES,
  TRAITS,
} from '../../../../shared/rules/systems/hursagmu';
import { FieldFindings, findingsFor } from '../../../components/settings/field-findings';

interface Choice {
  id: string;
  name: string;
}

/** The book's traits, with the revised chapter's own names (Athlete, Rider) after them. */
const BOOK_TRAITS: readonly Choice[] = [
  ...BOOK_TRAIT_IDS.map((id) => ({ id, name: TRAITS[id] })),
  ...Object.values(REVISED_RENAMES).map((r) => ({ id: r.id, name: `${r.name} (revised encounters)` })),
];

/** The book's gifts, with the revised chapter's Intuition after them. */
const BOOK_GIFTS: readonly Choice[] = [
  ...Object.entries(GIFTS).map(([id, gift]) => ({ id, name: gift.name })),
  { id: 'intuition', name: `${INTUITION_GIFT.name} (revised encounters)` },
];

/**
 * A checklist of what the book offers: a ticked entry is one the campaign
 * does without. Ids already dropped that the book does not have (from a
 * hand-edited file) stay in the list the form hands on, so the rules can
 * say so beside the list instead of the form losing them.
 */
function DroppedList({
  legend,
  choices,
  dropped,
  path,
  findings,
  onChange,
}: {
  legend: string;
  choices: readonly Choice[];
  dropped: readonly unknown[];
  path: string;
  findings: readonly Finding[];
  onChange(next: unknown[]): void;
}) {
  const ids = { legend: useId(), problems: useId() };
  const here = findingsFor(findings, path);
  const toggle = (id: string, drop: boolean) => onChange(drop ? [...dropped, id] : dropped.filter((d) => d !== id));
  return (
    <fieldset
      className="settings-group"
      aria-labelledby={ids.legend}
      aria-describedby={here.length ? ids.problems : undefined}
    >
      <legend id={ids.legend}>{legend}</legend>
      <div className="hursagmu-settings-checklist">
        {choices.map((choice) => (
          <label key={choice.id} className="settings-check">
            <input
              type="checkbox"
              checked={dropped.includes(choice.id)}
              onChange={(e) => toggle(choice.id, e.target.checked)}
            />
            {choice.name}
          </label>
        ))}
      </div>
      <FieldFindings id={ids.problems} findings={here} />
    </fieldset>
  );
}

export function DroppedTraits(props: {
  dropped: readonly unknown[];
  findings: readonly Finding[];
  onChange(next: unknown[]): void;
}) {
  return (
    <DroppedList
      legend="Book traits this campaign does without"
      choices={BOOK_TRAITS}
      path="settings.droppedTraits"
      {...props}
    />
  );
}

export function DroppedGifts(props: {
  dropped: readonly unknown[];
  findings: readonly Finding[];
  onChange(next: unknown[]): void;
}) {
  return (
    <DroppedList
      legend="Book gifts this campaign does without"
      choices={BOOK_GIFTS}
      path="settings.droppedGifts"
      {...props}
    />
  );
}
