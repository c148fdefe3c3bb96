import { campaignApiContract } from './campaign-api-contract';
import { browserModeHost } from './real-hosts';

describe("the CampaignApi contract, held by the real store in browser mode (over HTTP, through the renderer's client)", () => {
  campaignApiContract(browserModeHost);
});
