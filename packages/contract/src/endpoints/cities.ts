import { allCitiesReply, citySearchQuery, citySearchReply } from '../cities';
import { endpoint } from '../endpoint';

/** The city calls of PRODUCT §7, both public: the sign-up page needs them before any session exists. */
export const citiesEndpoints = {
  /** Every city, sent pre-compressed. */
  all: endpoint({ method: 'GET', path: '/api/all_cities', auth: 'public', reply: allCitiesReply }),
  search: endpoint({
    method: 'GET',
    path: '/api/search_cities',
    auth: 'public',
    query: citySearchQuery,
    reply: citySearchReply,
  }),
};
