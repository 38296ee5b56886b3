/**
 * The rows of document 000's tables as the reports show them (lib/model/figures.ts, document.ts) and the job ranking's reasons (lib/model/job.ts), in the reader's language.
 *
 * @module
 */
import { msg } from "./message.ts";

/** The document section of the catalogue. */
export const DOCUMENT = {
  placeholder: msg("(to be filled)", "（待填写）"),
} as const;
