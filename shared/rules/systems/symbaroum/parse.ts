import { attributeRangeUpsideDown, listedTwice } from '../../core/checks';
import { warning, type Finding } from '../../core/findings';
import { gameReaders } from '../../core/reading';
import { SymbaroumCreation, SymbaroumEvent, SymbaroumSettings } from './schemas';

/** Settings that parse but cannot mean what the Game Master intended. */
function settingsWarnings(s: SymbaroumSettings): Finding[] {
  const out: Finding[] = [];
  out.push(
    ...listedTwice('symbaroum', s.abilities, 'ability', 'abilities', 'each'),
    ...listedTwice('symbaroum', s.armor, 'armor', 'armor', 'each'),
  );
  out.push(...attributeRangeUpsideDown('symbaroum', s));
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
