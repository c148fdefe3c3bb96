import { useId, type ReactNode } from 'react';
import { Why } from './explain/why-button';
import './section-pages.css';

/** A value of the sheet that a "Why?" control explains: its place in `sheet --json`, its name and the value shown. */
export interface WhyValue {
  path: string;
  term: string;
  value: string | number;
}

/**
 * One value of a sheet: its name, the value, how it is worked out (shown quietly after it), and the values it shows
 * that a "Why?" control beside it explains.
 */
export type SheetValue = readonly [term: string, value: ReactNode, how?: ReactNode, why?: readonly WhyValue[]];

/**
 * A group of a sheet's values, for every game: a heading, then each value by its name with how it is worked out,
 * e.g. "Pain Threshold 6 (Strong ÷ 2, rounded up)".
 */
export function SheetValues({ heading, values }: { heading: string; values: readonly SheetValue[] }) {
  const id = useId();
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <dl className="sheet-values">
        {values.map(([term, value, how, why = []]) => [
          <dt key={`${term}-term`}>{term}</dt>,
          <dd key={`${term}-value`}>
            {value}
            {why.map((w) => (
              <Why key={w.path} {...w} />
            ))}
            {how !== undefined && (
              <>
                {' '}
                <span className="how">({how})</span>
              </>
            )}
          </dd>,
        ])}
      </dl>
    </section>
  );
}

/** "20 XP earned, 15 XP spent, 5 XP unspent": one pool of points on a sheet. */
export const poolText = (
  totals: { earned: number; spent: number; unspent: number },
  phrase: (n: number) => string,
): string => `${phrase(totals.earned)} earned, ${phrase(totals.spent)} spent, ${phrase(totals.unspent)} unspent`;
