/**
 * The what-if page: its controls, figures and messages (lib/whatif/).
 *
 * @module
 */
import { msg } from "./message.ts";

/** The whatif section of the catalogue. */
export const WHATIF = {
  placeholder: msg("(to be filled)", "（待填写）"),
} as const;
