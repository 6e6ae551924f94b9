/**
 * SPEC 7: sends a form as multipart/form-data (the browser sets the boundary for a FormData body) with POST.
 * Any OK response counts as success and its body is not read; a non-OK status or a network error is a failure.
 */
export async function postForm(endpoint: string, data: FormData, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, { method: 'POST', body: data });
    return response.ok;
  } catch {
    return false;
  }
}
