/** A CSS url() value for a background image, with quotes and backslashes escaped. */
export const cssUrl = (url: string): string => `url("${url.replace(/[\n\r]/g, "").replace(/["\\]/g, "\\$&")}")`
