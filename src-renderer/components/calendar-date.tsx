import { calendarDate } from '../base/format';

/**
 * A date in the app's one format ("23 Nov 2026", never wrapped), with the file's ISO date in `dateTime` for
 * assistive technology and anything that reads the page.
 */
export function CalendarDate({ iso }: { iso: string }) {
  return <time dateTime={iso.slice(0, 10)}>{calendarDate(iso)}</time>;
}
