/** The pages that hold each form on its own, for visitors without JavaScript (the dialogs' triggers lead there). */
export const CALL_REQUEST_PATH = '/request-a-call';
export const CUSTOM_QUOTE_PATH = '/custom-quote';
export const applyPath = (jobId: string) => `/careers/apply/${jobId}`;
