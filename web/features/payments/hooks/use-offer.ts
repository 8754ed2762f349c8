import { useSearchParams } from 'react-router';
import { useCatalogue } from '../api/get-catalogue';
import { useDiscount } from '../api/get-discount';

/**
 * Catalogue plus discount for a page: a `?code=` in the address is checked with the discount
 * endpoint (a bad code is an error the page shows); without one the welcome/time bonus is asked
 * for and a failure is ignored. Prices are only requested with a code once it proved valid.
 */
export function useOffer() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim().toUpperCase() || null;
  const discount = useDiscount(code);
  const validCode = code && discount.isSuccess ? code : null;
  const catalogue = useCatalogue(validCode);
  return { code, validCode, discount, catalogue };
}
