/** The largest original accepted: Cloudflare Pages refuses files over 25 MiB, and no phone photo comes near it. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** 50 megapixels: a 48 MP phone photo fits; a larger one would take seconds and hundreds of MB to decode. */
export const MAX_IMAGE_PIXELS = 50_000_000;
