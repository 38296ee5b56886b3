/**
 * A warning about the data as a page shows it, in the page's language: the catalogue words its
 * reason (`DataWarning.reason`).
 *
 * @module
 */
export { warningText } from "../data/errors.ts";
