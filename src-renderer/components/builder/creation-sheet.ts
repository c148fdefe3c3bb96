import type { AnyRuleSystem } from '../../../shared/rules/core/system';

/** The sheets the creation choices alone made, by the choices object (a new object for each change of them). */
const made = new WeakMap<object, { settings: unknown; sheet: unknown }>();

/**
 * The sheet the creation choices alone make, which every game's builder shows and changes. Before play it is the
 * character's own sheet; after play the character's has moved on (levels raised, traits acquired, equipment bought,
 * coins earned), while every price in the builder is worked out against the creation, so what the builder shows
 * beside its prices is the creation's too. Made once for each version of the choices and settings; undefined when
 * there are no choices to make it from.
 */
export function creationSheet<Sheet>(editor: {
  readonly system: AnyRuleSystem;
  readonly creation: unknown;
  readonly settings: unknown;
  readonly sheet: Sheet | undefined;
}): Sheet | undefined {
  const { system, creation, settings } = editor;
  if (typeof creation !== 'object' || creation === null) return undefined;
  const known = made.get(creation);
  if (known && known.settings === settings) return known.sheet as Sheet;
  const sheet = system.sheetOf(system.create(creation, settings).sheet) as Sheet;
  made.set(creation, { settings, sheet });
  return sheet;
}
