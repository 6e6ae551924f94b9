const pending = new Map<string, Promise<unknown>>();

/**
 * The JSON at `url`, fetched at most once per page however often it is asked for. A failure is not kept: the next
 * call (the next focus, keystroke or click) tries again.
 */
export function fetchJsonOnce<T>(url: string): Promise<T> {
  let request = pending.get(url);
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .catch((error: unknown) => {
        pending.delete(url);
        throw error;
      });
    pending.set(url, request);
  }
  return request as Promise<T>;
}
