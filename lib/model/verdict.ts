/**
 * What the data says of a claim of the documents: the verdict (confirmed, refuted, partly) and,
 * for each claim, the numbers behind it. The checks are `claims.ts`'s and `spot_claims.ts`'s;
 * `sayVerdict` of lib/present/charts/claims.ts words them.
 *
 * @module
 */
import type { Payback } from "./breakeven.ts";

/** Whether the data confirms a claim, refutes it, or confirms part of it. */
export type VerdictKind = "confirmed" | "refuted" | "partly";

/** The lowest and highest of some shares, fractions. */
export interface ShareRange {
  /** The lowest, a fraction. */
  lo: number;
  /** The highest, a fraction. */
  hi: number;
}

/**
 * An input a verdict rests on that the data assumes rather than measures or quotes (a demand
 * profile whose `source` says "assumption"): the verdict holds on that input only, so the words
 * qualify it ("on the assumed profile") and never call the claim refuted or confirmed outright.
 */
export type AssumedInput = "profile";

/**
 * What the data says of one claim of the documents: the claim's seed figure id, the verdict and
 * the numbers behind it (`sayVerdict` of lib/present/charts/claims.ts says them in the reader's
 * language); `assumed` when the verdict rests on an input the data only assumes.
 */
export type Verdict =
  & { verdict: VerdictKind; assumed?: AssumedInput }
  & (
    /** D1: owning at 7×24 over 2–3+ years is 30–50 % cheaper. */
    | {
      claim: "D1";
      finding:
        | { kind: "noCase" }
        | ShareRange & { kind: "savings"; count: number; inside: number };
    }
    /** D2: spot costs 10–20 % of on-demand. */
    | {
      claim: "D2";
      finding:
        | { kind: "noPair" }
        | ShareRange & { kind: "ratios"; count: number; inside: number; median: number };
    }
    /** D6: for 3–6 month projects the cloud is cheaper; `exceptions` are where owning wins. */
    | {
      claim: "D6";
      finding: {
        cheaper: number;
        count: number;
        /** Each scenario where owning wins, with the project lengths (months) it wins at. */
        exceptions: { label: string; months: number[] }[];
      };
    }
    /** C3: at 10 h/day owning pays back in half a year to a year. */
    | { claim: "C3"; finding: { cash: Payback; netOfResale: Payback } }
    /** D3: a server keeps 30–40 % of its value after 5 years. */
    | {
      claim: "D3";
      finding:
        | { kind: "allFromTheEssay" }
        | ShareRange & {
          kind: "shares";
          years: number;
          count: number;
          inside: number;
          /** Machines left out because their residual value is the essay's own. */
          echoed: number;
        };
    }
    /** D4: a cluster sized for its peak is often under 20 % utilised. */
    | {
      claim: "D4";
      finding:
        | { kind: "noProfile" }
        | {
          kind: "profiles";
          profiles: { label: string; utilization: number; assumed: boolean }[];
          below: number;
        };
    }
    /** 001: the cloud's price carries a premium over owning. */
    | {
      claim: "001";
      finding:
        | { kind: "noCase" }
        | ShareRange & { kind: "markups"; years: number; count: number; above: number };
    }
  );

/** The seed figure ids of the claims checked. */
export type ClaimId = Verdict["claim"];
