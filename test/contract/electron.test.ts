import { campaignApiContract } from './campaign-api-contract';
import { electronHost } from './real-hosts';

describe('the CampaignApi contract, held by the real store in the desktop app (IPC handlers and preload)', () => {
  campaignApiContract(electronHost);
});
