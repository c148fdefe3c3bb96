import { attributeRangeUpsideDown, listedTwice } from '../../core/checks';
import { warning, type Finding } from '../../core/findings';
import { gameReaders } from '../../core/reading';
import { HeimrCreation, HeimrEvent, HeimrSettings } from './schemas';

/** Settings that parse but cannot mean what the game master intended: ids twice, attributes that are not there. */
function settingsWarnings(s: HeimrSettings): Finding[] {
  const out: Finding[] = [];
  const attributes = new Set(s.attributes.map((a) => a.id));
  out.push(
    ...listedTwice('heimr', s.attributes, 'attribute', 'attributes'),
    ...listedTwice('heimr', s.abilities, 'ability', 'abilities'),
  );
  s.abilities.forEach((ab, i) => {
    ab.attributes.forEach((id, j) => {
      if (!attributes.has(id)) {
        out.push(
          warning(
            'heimr.settings.ability-attribute-unknown',
            `settings.abilities.${i}.attributes.${j}`,
            `${ab.name} is based on "${id}", which is not an attribute of this campaign; correct it.`,
          ),
        );
      }
    });
  });
  for (const key of ['fatigueAttribute', 'initiativeAttribute'] as const) {
    if (!attributes.has(s[key])) {
      const what = key === 'fatigueAttribute' ? 'Base fatigue' : 'Initiative';
      out.push(
        warning(
          `heimr.settings.${key === 'fatigueAttribute' ? 'fatigue' : 'initiative'}-attribute-unknown`,
          `settings.${key}`,
          `${what} uses "${s[key]}", which is not an attribute of this campaign, so it counts as 0; choose one of the campaign's attributes.`,
        ),
      );
    }
  }
  out.push(...attributeRangeUpsideDown('heimr', s));
  return out;
}

const readers = gameReaders<HeimrSettings, HeimrCreation, HeimrEvent>({
  id: 'heimr',
  name: 'Heimr',
  settings: HeimrSettings,
  creation: HeimrCreation,
  event: HeimrEvent,
  defaultsAre: 'the defaults',
  settingsWarnings,
});

/** Reads campaign settings; anything malformed is reported and the defaults are used instead. */
export const parseHeimrSettings = readers.parseSettings;
/** Reads the creation object. */
export const parseHeimrCreation = readers.parseCreation;
/** Reads one ledger entry of the game's own. */
export const parseHeimrEvent = readers.parseEvent;
