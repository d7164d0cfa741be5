import type { City, CitySearchResult } from '@lien/contract';
import type { AppContext } from '../../context';
import { type EncodedCityList, encodeCityList } from './city-list';
import * as q from './queries';
import { parseCitySearch } from './search-terms';

// French order: accents sort beside their letter, "Paris 2e" before "Paris 10e".
const frenchOrder = new Intl.Collator('fr', { numeric: true });

/** The city picker's data: the full list and the search (PRODUCT §2.2, §7, §9). */
export class CitiesService {
  #list: Promise<EncodedCityList> | null = null;

  constructor(private readonly ctx: AppContext) {}

  /**
   * Every city sorted by name then postal code, serialised and compressed on the first call
   * and kept for the life of the process: cities change only through migrations, which run
   * before the server starts, so every instance builds the same bytes and the same tags.
   */
  allCities(): Promise<EncodedCityList> {
    this.#list ??= this.#buildList().catch((error: unknown) => {
      this.#list = null; // a failed build is tried again by the next request
      throw error;
    });
    return this.#list;
  }

  async #buildList(): Promise<EncodedCityList> {
    const rows = await q.listCities(this.ctx.db);
    const cities: City[] = rows.map((row) => ({ id: row.id, name: row.name, zipCode: row.zip_code }));
    cities.sort(
      (a, b) => frenchOrder.compare(a.name, b.name) || a.zipCode.localeCompare(b.zipCode) || a.id - b.id,
    );
    return encodeCityList(cities);
  }

  /**
   * Cities matching a typed text, at most `limit`: by postal code when the text is digits,
   * otherwise by name, accents and case aside, prefix matches first, the more populous first.
   */
  async search(text: string, limit: number): Promise<CitySearchResult[]> {
    const search = parseCitySearch(text);
    if (search.kind === 'none') return [];
    if (search.kind === 'zip') return q.searchCitiesByZip(this.ctx.db, search.zip, limit);
    // Short texts start thousands of names: when prefix matches fill the page, contains matches cannot enter it.
    const prefixMatches = await q.searchCitiesByName(this.ctx.db, search, limit, true);
    if (prefixMatches.length >= limit) return prefixMatches;
    return q.searchCitiesByName(this.ctx.db, search, limit, false);
  }
}
