/**
 * The decision guide's claims, their verdicts' findings and the recommendations of the decision flow (lib/model/claims.ts, decision.ts), in the reader's language.
 *
 * @module
 */
import { msg } from "./message.ts";

/** The claims section of the catalogue. */
export const CLAIMS = {
  placeholder: msg("(to be filled)", "（待填写）"),
} as const;
