import { DisplayName } from '../../shared/model';
import { figure } from '../base/format';

/**
 * Names have a most-allowed length in the file format. A name field never cuts what is typed or pasted (no
 * `maxLength`): at the limit it says so, and past it the form refuses the name with a sentence that says by
 * how much it is too long, so nothing is lost without the player seeing it.
 */

/** The most characters a campaign's, a character's or a session's name may have (DisplayName in the file format). */
export const NAME_LIMIT = DisplayName.maxLength ?? 120;

/** The most characters the name of a trait, gift or piece of equipment may have (the games' item schemas). */
export const ITEM_NAME_LIMIT = 80;

/** "Shorten the name to at most 120 characters (it has 125)." for a name past the limit, or undefined. */
export function nameTooLong(name: string, limit: number = NAME_LIMIT): string | undefined {
  const length = name.trim().length;
  return length > limit
    ? `Shorten the name to at most ${figure(limit)} characters (it has ${figure(length)}).`
    : undefined;
}

/**
 * What a name field says about its length as the name is typed: nothing below the limit, that the limit is
 * reached at it, and past it why the name will be refused. Give `id` to the field's aria-describedby.
 */
export function NameLength({ id, name, limit = NAME_LIMIT }: { id: string; name: string; limit?: number }) {
  const over = nameTooLong(name, limit);
  if (over) {
    return (
      <span id={id} className="name-length field-problem" role="status">
        {over}
      </span>
    );
  }
  if (name.trim().length !== limit) return null;
  return (
    <span id={id} className="name-length hint" role="status">
      {figure(limit)} characters: the most a name can have.
    </span>
  );
}

/** The id of the name's length note while it shows (at the limit and past it), for the field's aria-describedby. */
export function describedBy(nameLengthId: string, name: string, limit: number = NAME_LIMIT): string | undefined {
  return name.trim().length >= limit ? nameLengthId : undefined;
}
