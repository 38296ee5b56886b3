/**
 * `calc --json`'s `commitments`: every commitment of the data (`commitmentRows()` of
 * `lib/scenario/commitments.ts`), money in the run's currency.
 *
 * @module
 */
import type { CommitmentBreakEven } from "../model/commitment.ts";
import type { Money } from "../present/format.ts";
import type { CommitmentRow, HourlyComparison } from "../scenario/commitments.ts";
import { type BreakEvenJson, breakEvenJson } from "./break_even_json.ts";

/** A commitment against an hourly offering in `calc --json`, money in the run's currency. */
export interface HourlyComparisonJson {
  /** The hourly offering. */
  offeringId: string;
  /** Its provider. */
  provider: string;
  /** Its price a GPU-hour used. */
  pricePerGpuHour: number;
  /** The GPUs compared, whole units of both. */
  gpus: number;
  /** `{kind: "share", utilization}` or `{kind: "never", committedPerGpuHour, hourlyPerGpuHour}`. */
  breakEven: CommitmentBreakEven;
}

/** One commitment in `calc --json`. */
export interface CommitmentJson {
  /** The committed offering. */
  offeringId: string;
  /** Its provider. */
  provider: string;
  /** Its GPU model. */
  gpuModel: string;
  /** `monthly`, `reserved_1y` or `reserved_3y`. */
  pricingModel: string;
  /** Its price a GPU-hour of its term. */
  pricePerGpuHour: number;
  /** GPUs in one unit of it. */
  gpuCount: number;
  /** Against the cheapest on-demand offering of its GPU model, or `null`. */
  onDemand: HourlyComparisonJson | null;
  /** Against the cheapest spot offering of its GPU model, or `null`. */
  spot: HourlyComparisonJson | null;
  /** Against its own provider's cheapest on-demand offering of the GPU model, or `null`. */
  providerOnDemand: HourlyComparisonJson | null;
  /** Owning a machine of its GPU model against the cheapest on demand, or `null`. */
  owning: {
    machineId: string;
    gpuCount: number;
    againstOfferingId: string;
    horizonYears: number;
    breakEven: BreakEvenJson;
  } | null;
}

function hourlyJson(h: HourlyComparison | null, rate: number): HourlyComparisonJson | null {
  if (h === null) return null;
  const b = h.breakEven;
  return {
    offeringId: h.offeringId,
    provider: h.provider,
    pricePerGpuHour: h.cnyPerGpuHour / rate,
    gpus: h.gpus,
    breakEven: b.kind === "share" ? b : {
      kind: "never",
      committedPerGpuHour: b.committedPerGpuHour / rate,
      hourlyPerGpuHour: b.hourlyPerGpuHour / rate,
    },
  };
}

/** The commitments in `calc --json`, money in `money`'s currency. */
export function commitmentsJson(rows: readonly CommitmentRow[], money: Money): CommitmentJson[] {
  const rate = money.cnyPerUnit;
  return rows.map((r) => ({
    offeringId: r.offeringId,
    provider: r.provider,
    gpuModel: r.gpuModel,
    pricingModel: r.pricingModel,
    pricePerGpuHour: r.cnyPerGpuHour / rate,
    gpuCount: r.gpuCount,
    onDemand: hourlyJson(r.onDemand, rate),
    spot: hourlyJson(r.spot, rate),
    providerOnDemand: hourlyJson(r.providerOnDemand, rate),
    owning: r.owning === null ? null : {
      ...r.owning,
      breakEven: breakEvenJson(r.owning.breakEven, money),
    },
  }));
}
