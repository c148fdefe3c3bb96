import { bookTitleOf, type SettingOrigin } from '../../shared/rules/core/explain';

/** Where a setting's default comes from, for the page: "HURSAGMU, Character Creation", or the app's reason. */
export type DefaultOrigin = { book: string } | { app: string };

/** A game's word on where a setting's default comes from, for the page. */
export function originOf(origin: SettingOrigin | undefined): DefaultOrigin | undefined {
  if (origin === undefined) return undefined;
  return 'book' in origin ? { book: `${bookTitleOf(origin.book)}, ${origin.book.section}` } : { app: origin.project };
}

/** A setting's default with where it comes from: "60, the book’s (HURSAGMU, Character Creation)", "30 XP, the app’s choice: …". */
export function defaultWords(value: string, origin: DefaultOrigin | undefined): string {
  if (origin === undefined) return value;
  return 'book' in origin ? `${value}, the book’s (${origin.book})` : `${value}, the app’s choice: ${origin.app}`;
}
