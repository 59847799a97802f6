/**
 * Garment measurements for the blanks the generated stores use, copied from the shared reference
 * data (size-charts.json: transcribed manufacturer measurements, facts). Scripts read this copy;
 * nothing in the project reads ../shared.
 *
 * Each chart lists sizes in order and, per dimension, one measurement per size.
 */
export interface GarmentChart {
  garment: string;
  measure: string;
  sizes: string[];
  unit: 'inches' | 'cm';
  dimensions: Record<string, number[]>;
}

/** Bella+Canvas 3001 Unisex Jersey Short Sleeve Tee (inches), XS–3XL of the published XS–5XL. */
export const BELLA_CANVAS_3001: GarmentChart = {
  garment: 'Bella+Canvas 3001 Unisex Jersey Short Sleeve Tee',
  measure: 'Garment laid flat; chest width 1 in below the armhole, body length from the high point of the shoulder to the hem.',
  sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
  unit: 'inches',
  dimensions: {
    'Chest width': [16.5, 18, 20, 22, 24, 26, 28],
    'Body length': [27, 28, 29, 30, 31, 32, 33],
  },
};

/** Bella+Canvas 3001Y Youth Jersey Short Sleeve Tee (inches). */
export const BELLA_CANVAS_3001Y: GarmentChart = {
  garment: 'Bella+Canvas 3001Y Youth Jersey Short Sleeve Tee',
  measure: 'Garment laid flat; chest width 1 in below the armhole, body length from the high point of the shoulder to the hem.',
  sizes: ['XS', 'S', 'M', 'L', 'XL'],
  unit: 'inches',
  dimensions: {
    'Chest width': [14, 15, 16, 17, 18],
    'Body length': [18.5, 20, 21.5, 23, 24.5],
  },
};

/** Gildan 64000 Unisex Softstyle T-Shirt (cm). */
export const GILDAN_64000_CM: GarmentChart = {
  garment: 'Gildan 64000 Unisex Softstyle T-Shirt',
  measure: 'Garment laid flat; length from the high point of the shoulder to the hem, width from armpit to armpit.',
  sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
  unit: 'cm',
  dimensions: {
    Length: [69, 71, 74, 76, 79, 81],
    Width: [46, 51, 56, 61, 66, 71],
  },
};

/**
 * Gildan 18500 Unisex Heavy Blend Hoodie (cm). The reference data covers S–2XL; the 3XL row
 * continues the chart's constant steps (+2.5 cm length, +5 cm width, +2.5 cm sleeve).
 */
export const GILDAN_18500_CM: GarmentChart = {
  garment: 'Gildan 18500 Unisex Heavy Blend Hooded Sweatshirt',
  measure: 'Garment laid flat; length from the high point of the shoulder to the hem, width from armpit to armpit, sleeve from the centre back.',
  sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
  unit: 'cm',
  dimensions: {
    Length: [68.6, 71, 73.7, 76.2, 78.7, 81.3],
    Width: [50.8, 56, 61, 66, 71, 76.2],
    'Sleeve length': [85, 87.6, 90.2, 92.7, 95.3, 97.8],
  },
};

/** The platform's sizeChart shape: { unit, sizes: { [size]: { [dimension]: number } } }. */
export function toPlatformSizeChart(chart: GarmentChart, offered: readonly string[] = chart.sizes) {
  const sizes: Record<string, Record<string, number>> = {};
  chart.sizes.forEach((size, index) => {
    if (!offered.includes(size)) return;
    const row: Record<string, number> = {};
    for (const [dimension, values] of Object.entries(chart.dimensions)) {
      const value = values[index];
      if (value !== undefined) row[dimension] = value;
    }
    sizes[size] = row;
  });
  return { unit: chart.unit, sizes };
}
