/**
 * The CSRF source of the http kernel: the contract's token call, without a toast of its own when it fails. Its
 * generated module (the general tag) is loaded with the first unsafe request, not with the shell: it holds the server
 * config's schemas too, whose construction was a fifth of the shell's evaluation on a slow phone (issue 18).
 */
export const fetchCsrfToken = (signal?: AbortSignal | null): Promise<string> =>
  import('../../generated/api/general/general')
    .then(({ getCsrfToken }) => getCsrfToken({ suppressNotification: true, signal }))
    .then((answer) => answer.data.token);
