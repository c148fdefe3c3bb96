import { warning, type Finding } from '../../core/findings';
import { gameReaders } from '../../core/reading';
import { SymbaroumCreation, SymbaroumEvent, SymbaroumSettings } from './schemas';

/** Settings that parse but cannot mean what the Game Master intended. */
function settingsWarnings(s: SymbaroumSettings): Finding[] {
  const out: Finding[] = [];
  const twice = (list: readonly { id: string }[], what: 'ability' | 'armor', key: 'abilities' | 'armor') => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.id)) out.push(warning(`symbaroum.settings.${what}-twice`, `settings.${key}.${i}.id`, `The ${what} "${item.id}" is listed twice; give each its own id.`));
      seen.add(item.id);
    });
  };
  twice(s.abilities, 'ability', 'abilities');
  twice(s.armor, 'armor', 'armor');
  if (s.lowestAttribute > s.highestAttribute) {
    out.push(
      warning(
        'symbaroum.settings.attribute-range',
        'settings.lowestAttribute',
        `No attribute can start between ${s.lowestAttribute} and ${s.highestAttribute}; make the lowest value no more than the highest.`,
      ),
    );
  }
  if (s.lowestAttribute * 8 > s.attributePoints) {
    out.push(
      warning(
        'symbaroum.settings.points-too-few',
        'settings.attributePoints',
        `${s.attributePoints} points cannot give eight attributes ${s.lowestAttribute} each; give more points or lower the lowest value.`,
      ),
    );
  }
  return out;
}

/** Reads campaign settings, the creation object and one ledger entry; anything malformed becomes findings. */
export const {
  parseSettings: parseSymbaroumSettings,
  parseCreation: parseSymbaroumCreation,
  parseEvent: parseSymbaroumEvent,
} = gameReaders<SymbaroumSettings, SymbaroumCreation, SymbaroumEvent>({
  id: 'symbaroum',
  name: 'Symbaroum',
  settings: SymbaroumSettings,
  creation: SymbaroumCreation,
  event: SymbaroumEvent,
  defaultsAre: 'the defaults',
  settingsWarnings,
});
