/**
 * The model's inputs as a report names them, with their units (lib/present/inputs.ts).
 *
 * @module
 */
import { msg } from "./message.ts";

/** The inputs section of the catalogue. */
export const INPUT_TERMS = {
  placeholder: msg("(to be filled)", "（待填写）"),
} as const;
