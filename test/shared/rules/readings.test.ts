import { describe, expect, it } from 'vitest';
import { HEIMR_READINGS } from '../../../shared/rules/systems/heimr/readings';
import { HURSAGMU_READINGS } from '../../../shared/rules/systems/hursagmu/readings';
import { MLS_READINGS } from '../../../shared/rules/systems/mls/readings';
import { SYMBAROUM_READINGS } from '../../../shared/rules/systems/symbaroum/readings';

/*
 * Where a book is silent or can be read two ways, an explanation gives the project's reading, marked as the
 * project's, with the other reading (docs/rules/<game>.md states the same). Each game keeps them in its
 * readings.ts; every one of them is shown to a player as it stands, so each says both.
 */
const READINGS: Record<string, Readonly<Record<string, string>>> = {
  mls: MLS_READINGS,
  hursagmu: HURSAGMU_READINGS,
  heimr: HEIMR_READINGS,
  symbaroum: SYMBAROUM_READINGS,
};

const OWN_READING = /^The project’s reading: \S.{20,} Other reading: \S.{10,}$/;

describe('every game’s readings', () => {
  it('marks each reading the project’s and gives the other reading', () => {
    const unmarked = Object.entries(READINGS).flatMap(([game, readings]) =>
      Object.entries(readings)
        .filter(([, reading]) => !OWN_READING.test(reading))
        .map(([key, reading]) => `${game} ${key}: ${reading}`),
    );
    expect(unmarked).toEqual([]);
    expect(Object.values(READINGS).every((readings) => Object.keys(readings).length > 0)).toBe(true);
  });
});
