import { campaignApiContract } from './campaign-api-contract';
import { fakeHost } from './fake-host';

describe("the CampaignApi contract, held by the renderer's test double (test/renderer/fake-api.ts)", () => {
  campaignApiContract(fakeHost);
});
