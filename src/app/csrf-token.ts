/** The CSRF source of the http kernel: the contract's token call, without a toast of its own when it fails. */
import { getCsrfToken } from '../../generated/api/general/general';

export const fetchCsrfToken = (signal?: AbortSignal | null): Promise<string> =>
  getCsrfToken({ suppressNotification: true, signal }).then((answer) => answer.data.token);
