import { useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import listingMessages from '../../i18n/en/listing';
import { measurement, type SizeGuideData, type Unit } from '../../lib/listing-size-guide';
import { Dialog } from '../shared/Dialog';

registerEnglish(listingMessages);

/** The size guide modal (sizechart-modal), switching between IN and CM; loaded on the first open. */
export default function SizeGuideModal({ guide, open, onClose }: { guide: SizeGuideData; open: boolean; onClose: () => void }) {
  const [unit, setUnit] = useState<Unit>(guide.kind === 'chart' ? guide.unit : 'in');
  return (
    <Dialog open={open} onClose={onClose} title={t('listing.sizeGuide')} name="sizechart-modal">
      {guide.kind === 'link' ? (
        <p>
          <a href={guide.url} target="_blank" rel="noopener noreferrer">{t('listing.sizeChartLink')}</a>
        </p>
      ) : (
        <>
          <fieldset className="size-guide__units">
            <legend className="visually-hidden">{t('listing.units')}</legend>
            {(['in', 'cm'] as const).map((u) => (
              <label key={u}>
                <input type="radio" name="size-guide-unit" value={u} checked={unit === u} onChange={() => setUnit(u)} /> {t(u === 'in' ? 'listing.unitIn' : 'listing.unitCm')}
              </label>
            ))}
          </fieldset>
          <div className="size-guide__scroll">
            <table className="size-table">
              <caption>{t(unit === 'in' ? 'listing.measurementsIn' : 'listing.measurementsCm')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('listing.size')}</th>
                  {guide.dimensions.map((d) => <th scope="col" key={d}>{d}</th>)}
                </tr>
              </thead>
              <tbody>
                {guide.rows.map((row) => (
                  <tr key={row.size}>
                    <th scope="row">{row.size}</th>
                    {row.values.map((value, i) => <td key={guide.dimensions[i]}>{measurement(value, guide.unit, unit)}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Dialog>
  );
}
