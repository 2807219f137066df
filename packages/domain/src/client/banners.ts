import { array } from 'superstruct';
import { AnonymousAuthResultStruct, BannerMessageStruct } from '../contract/entities.js';
import type { BannerMessage } from '../contract/entities.js';
import { unreadableFailure, type CallResult } from './errors.js';
import { readAnswer } from './read.js';
import { isTokenExpired, Session, type TokenStorage } from './session.js';

/** The paths of `routes.bannerMessages` and `routes.authenticateApi` (a test keeps them equal). */
export const BANNER_MESSAGES_PATH = 'Banner/GetBannerMessages';
export const AUTHENTICATE_API_PATH = 'users/authenticateAPI';

export interface BannerFetchOptions {
  /** The API's base URL, as ApiClient's: '/api/' or 'https://api.example.tt/api/'. */
  baseUrl: string;
  /** Where ApiClient keeps its tokens: the anonymous token is read from and stored there. */
  storage: TokenStorage;
  appCredentials: { username: string; password: string };
  now?: () => number;
  fetch?: typeof fetch;
}

const BannerMessagesStruct = array(BannerMessageStruct);

/**
 * `Banner/GetBannerMessages` for a visitor who is not signed in, without ApiClient: every public
 * page shows banners, and this needs neither ky nor the contract's route table, so those stay out
 * of a public page's first load. It keeps ApiClient's rules: the stored anonymous token, or a new
 * one from users/authenticateAPI stored where the client finds it; a refused token replaced once;
 * the envelope and the data checked by the contract's structs. Never throws.
 */
export async function fetchBannerMessages(
  options: BannerFetchOptions,
  pageName: string,
): Promise<CallResult<BannerMessage[]>> {
  const session = new Session(options.storage);
  const send = options.fetch ?? fetch;
  const url = (path: string) => new URL(path, options.baseUrl).href;
  const headers = (token?: string) => ({
    Accept: 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });

  async function newAnonymousToken(): Promise<CallResult<{ token: string }>> {
    const answer = await readAnswer(
      await send(url(AUTHENTICATE_API_PATH), {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json' },
        body: JSON.stringify(options.appCredentials),
      }),
      AnonymousAuthResultStruct,
    );
    if (answer.ok) session.setAnonymousToken(answer.data.token);
    return answer;
  }

  const query = new URLSearchParams({ pageName, isRegistered: 'false' });
  const getBanners = (token: string) =>
    send(`${url(BANNER_MESSAGES_PATH)}?${query}`, { headers: headers(token) });

  try {
    const stored = session.anonymousToken;
    let token = stored && !isTokenExpired(stored, (options.now ?? Date.now)()) ? stored.token : '';
    if (!token) {
      const issued = await newAnonymousToken();
      if (!issued.ok) return issued;
      token = issued.data.token;
    }
    let response = await getBanners(token);
    if (response.status === 401) {
      session.clearAnonymousToken();
      const issued = await newAnonymousToken();
      if (!issued.ok) return issued;
      response = await getBanners(issued.data.token);
    }
    return await readAnswer(response, BannerMessagesStruct);
  } catch {
    return unreadableFailure();
  }
}
