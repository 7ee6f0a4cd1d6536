import { useStates } from '@/features/profile/api/get-attributes';
import type { Country } from '../api/types';

/** State names by country and code, loaded only for the countries in use. */
export function useStateNames(countries: ReadonlySet<Country>): (country: Country, code: string) => string {
  const { data: my } = useStates(countries.has('MY') ? 'MY' : null);
  const { data: id } = useStates(countries.has('ID') ? 'ID' : null);
  return (country, code) => (country === 'ID' ? id : my)?.find((s) => s.code === code)?.name ?? code;
}
