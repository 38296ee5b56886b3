/**
 * Table headers and cells the library's tables show (lib/present/table.ts, job_ranking.ts, hidden_costs.ts).
 *
 * @module
 */
import { msg } from "./message.ts";

/** The tables section of the catalogue. */
export const TABLES = {
  placeholder: msg("(to be filled)", "（待填写）"),
} as const;
