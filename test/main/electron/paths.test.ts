import path from 'node:path';
import { userPaths } from '../../../src-main/paths';

describe('userPaths', () => {
  it('keeps the recent list in the user data folder and suggests a campaigns folder in Documents', () => {
    const paths = userPaths(
      { userData: '/home/aria/.config/Ledger of Heroes', documents: '/home/aria/Documents' },
      'Ledger of Heroes',
    );
    expect(paths.recentFile).toBe(path.join('/home/aria/.config/Ledger of Heroes', 'recent-campaigns.json'));
    expect(paths.defaultCampaignsFolder).toBe(path.join('/home/aria/Documents', 'Ledger of Heroes Campaigns'));
  });
});
