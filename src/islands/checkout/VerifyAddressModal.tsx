import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { SUGGESTION_THROTTLE_MS } from '../../lib/checkout-flow';
import type { CustomerValues } from '../../lib/checkout-form';
import { usStateName } from '../../lib/us-address';
import { Dialog } from '../shared/Dialog';
import { chooseAddress, type VerifyChoice } from './customer';
import { $ui } from './state';

registerEnglish(checkoutMessages);

function AddressLines({ values }: { values: CustomerValues }) {
  return (
    <address>
      {values.address1}
      {values.address2 && <><br />{values.address2}</>}
      <br />
      {values.city}, {usStateName(values.state) ?? values.state} {values.zip}
    </address>
  );
}

/**
 * 'Verify your address' (checkout spec 4): the address as entered or the suggested one, or cancel. It
 * demands a choice (no Escape, no backdrop close; decisions 16); clicks are throttled to 300 ms.
 */
export function VerifyAddressModal() {
  const { verify } = useStore($ui);
  const last = useRef(0);
  // The throttle guards repeated clicks in one opening, not the first click of the next one.
  useEffect(() => {
    last.current = 0;
  }, [verify]);
  const choose = (choice: VerifyChoice) => {
    const now = Date.now();
    if (now - last.current < SUGGESTION_THROTTLE_MS) return;
    last.current = now;
    void chooseAddress(choice);
  };
  return (
    <Dialog open={verify !== null} onClose={() => choose('cancel')} title={t('checkout.verify.title')} demandsChoice name="verify-address">
      {verify && (
        <>
          <p>{t('checkout.verify.intro')}</p>
          <div className="verify-options">
            <section>
              <h3>{t('checkout.verify.original')}</h3>
              <AddressLines values={verify.original} />
              <button type="button" className="button button--outline" onClick={() => choose('original')}>{t('checkout.verify.keepOriginal')}</button>
            </section>
            <section>
              <h3>{t('checkout.verify.suggested')}</h3>
              <AddressLines values={verify.suggestion} />
              <button type="button" className="button" onClick={() => choose('suggestion')}>{t('checkout.verify.useSuggestion')}</button>
            </section>
          </div>
          <button type="button" className="link-button" onClick={() => choose('cancel')}>{t('checkout.verify.cancel')}</button>
        </>
      )}
    </Dialog>
  );
}
