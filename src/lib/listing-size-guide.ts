/**
 * The size guide (browsing spec 2 and 5): a chart of size -> dimension -> measurement shown in inches
 * or centimetres, or only a link to the seller's chart. The button shows only when one of them exists.
 */
export type Unit = 'in' | 'cm';

export type SizeGuideData =
  | { kind: 'chart'; unit: Unit; dimensions: string[]; rows: { size: string; values: (number | null)[] }[] }
  | { kind: 'link'; url: string };

const CM_PER_INCH = 2.54;

/** A measurement of the chart (in `from`) as shown in `to`: whole numbers stay whole, others get one decimal. */
export function measurement(value: number | null, from: Unit, to: Unit): string {
  if (value === null) return '';
  const shown = from === to ? value : to === 'cm' ? value * CM_PER_INCH : value / CM_PER_INCH;
  const rounded = Math.round(shown * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** The chart of the platform's blanks answer as rows; null when it has no sizes. */
export function chartRows(chart: { unit: 'inches' | 'cm'; sizes: Record<string, Record<string, number>> } | null): SizeGuideData | null {
  const sizes = chart ? Object.entries(chart.sizes) : [];
  if (!chart || sizes.length === 0) return null;
  const dimensions = [...new Set(sizes.flatMap(([, dims]) => Object.keys(dims)))];
  return {
    kind: 'chart',
    unit: chart.unit === 'cm' ? 'cm' : 'in',
    dimensions,
    rows: sizes.map(([size, dims]) => ({ size, values: dimensions.map((d) => dims[d] ?? null) })),
  };
}
