/**
 * The words of the notebooks' own cells: headline labels, table headers, short paragraphs.
 *
 * @module
 */
import { msg } from "./message.ts";

/** The notebooks section of the catalogue. */
export const NOTEBOOKS = {
  placeholder: msg("(to be filled)", "（待填写）"),
} as const;
