import type { ApiResult, CampaignApi } from './api';
import { API_METHODS, type ApiChannel } from './api-channels';

// Only types come from api.ts, which TypeScript erases: Electron's preload bundles this without the validation library.

/** The request half of the CampaignApi: one method per channel. */
export type RequestMethods = Pick<CampaignApi, ApiChannel>;

/**
 * Builds every request method from one transport function, so each host's
 * client (Electron's preload, browser mode's HTTP client) names the channels
 * once, here. A method called without an argument sends none.
 */
export function requestMethods(
  call: (method: ApiChannel, ...arg: [] | [unknown]) => Promise<ApiResult<unknown>>,
): RequestMethods {
  const methods: Record<string, (arg?: unknown) => Promise<ApiResult<unknown>>> = {};
  for (const method of API_METHODS)
    methods[method] = (arg?: unknown) => (arg === undefined ? call(method) : call(method, arg));
  return methods as unknown as RequestMethods;
}
