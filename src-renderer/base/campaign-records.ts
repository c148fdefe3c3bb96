import type { ComparedCampaign } from '../../shared/model';
import { calendarDate } from './format';

/**
 * What keeping one version of the campaign file whole would drop of the other, in words: "the session The Ship, the
 * award of 28 Nov 2026 (its shares stay in 4 characters' ledgers without it)"; undefined when it drops nothing.
 * `only` is the version whose records would go: 'second' when the first is kept.
 */
export function droppedRecords(compared: ComparedCampaign, only: 'first' | 'second'): string | undefined {
  const onlyThere = <T>(rows: readonly { event: T; side: string }[]) =>
    rows.filter((r) => r.side === only).map((r) => r.event);
  const sessions = onlyThere(compared.sessions).map((s) => `the session ${s.name}`);
  const awards = onlyThere(compared.awards).map((a) => {
    const n = Object.keys(a.shares).length;
    return `the award of ${calendarDate(a.date)} (its shares stay in ${n === 1 ? "one character's ledger" : `${n} characters' ledgers`} without it)`;
  });
  const agings = onlyThere(compared.agings).map((a) => `the party aging of ${calendarDate(a.date)}`);
  const all = [...sessions, ...awards, ...agings];
  return all.length === 0 ? undefined : all.join(', ');
}
