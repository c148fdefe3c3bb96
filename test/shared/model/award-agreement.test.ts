import { describe, expect, it } from 'vitest';
import {
  awardFromShares,
  FORMAT_VERSION,
  sharesWithoutAward,
  withAwardListed,
  type CampaignFile,
  type CharacterFile,
  type PartyAward,
} from '../../../shared/model';

const campaign: CampaignFile = {
  formatVersion: FORMAT_VERSION,
  id: 'ur',
  name: 'Ur',
  system: 'hursagmu',
  settings: {},
  sessions: [],
  createdAt: '2026-11-01',
};
const award = (id: string, date: string): PartyAward => ({
  id,
  date,
  points: 5,
  carriedIn: 0,
  shares: { gilgamesh: 5 },
  remainder: 0,
});
const share = (id: string, award: string, date: string, points: number, character = 'gilgamesh') => ({
  character,
  entry: { id, type: 'award', date, points, award },
  points,
});

describe('an award and its shares agree', () => {
  it('finds the shares of awards the campaign does not list', () => {
    const gilgamesh: CharacterFile = {
      formatVersion: FORMAT_VERSION,
      id: 'gilgamesh',
      name: 'Gilgamesh',
      system: 'hursagmu',
      createdAt: '2026-11-01',
      creation: {},
      events: [
        share('e1', 'award-a', '2026-11-02', 5).entry,
        share('e2', 'award-b', '2026-11-03', 5).entry,
        { id: 'e3', type: 'raise', date: '2026-11-03' },
      ],
    };
    expect(
      sharesWithoutAward({ ...campaign, awards: [award('award-a', '2026-11-02')] }, gilgamesh).map((s) => s.award),
    ).toEqual(['award-b']);
  });

  it('puts an award back from its shares: each got the whole award (HURSAGMU), or the award was divided (Heimr)', () => {
    const shares = [share('e1', 'award-x', '2026-11-03', 10), share('e9', 'award-x', '2026-11-02', 10, 'enkidu')];
    expect(awardFromShares('award-x', shares, 'each')).toMatchObject({
      date: '2026-11-02',
      points: 10,
      shares: { gilgamesh: 10, enkidu: 10 },
      carriedIn: 0,
      remainder: 0,
    });
    expect(awardFromShares('award-x', shares, 'divide').points).toBe(20);
  });

  it('lists an award in date order, after the awards of its day, and only once', () => {
    const listed = withAwardListed(
      { ...campaign, awards: [award('a1', '2026-11-02'), award('a3', '2026-11-04')] },
      award('a2', '2026-11-02'),
    );
    expect(listed.awards!.map((a) => a.id)).toEqual(['a1', 'a2', 'a3']);
    expect(withAwardListed(listed, award('a2', '2026-11-02'))).toBe(listed);
  });
});
