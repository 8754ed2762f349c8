import { useSearchParams } from 'react-router';
import { useCatalogue } from '../api/get-catalogue';
import { useDiscount } from '../api/get-discount';

/**
 * Catalogue plus discount for a page: a `?code=` in the address is checked with the discount
 * endpoint (a bad code is an error the page shows); without one the welcome/time bonus is asked
 * for and a failure is ignored. Prices are only requested with a code once it proved valid.
 */
/** The discount code of an address (`?code=`), as the member typed it, in capitals. */
export function offerCode(params: URLSearchParams): string | null {
  return params.get('code')?.trim().toUpperCase() || null;
}

export function useOffer() {
  const [params] = useSearchParams();
  const code = offerCode(params);
  const discount = useDiscount(code);
  const validCode = code && discount.isSuccess ? code : null;
  const catalogue = useCatalogue(validCode);
  return { code, validCode, discount, catalogue };
}
