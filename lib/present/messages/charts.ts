/**
 * Chart titles, axes, legends and captions (lib/present/charts/, chart_kinds.ts).
 *
 * @module
 */
import { msg } from "./message.ts";

/** The charts section of the catalogue. */
export const CHARTS = {
  placeholder: msg("(to be filled)", "（待填写）"),
} as const;
