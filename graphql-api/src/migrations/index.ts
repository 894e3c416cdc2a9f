import { Migration20261121000000_initial } from './Migration20261121000000_initial.js';
import { Migration20261201000000_executive_reset } from './Migration20261201000000_executive_reset.js';
import { Migration20261202000000_connect } from './Migration20261202000000_connect.js';
import { Migration20261203000000_search_district } from './Migration20261203000000_search_district.js';
import { Migration20261210000000_preferred_language } from './Migration20261210000000_preferred_language.js';
import { Migration20261211000000_conversation } from './Migration20261211000000_conversation.js';
import { Migration20261212000000_users_list } from './Migration20261212000000_users_list.js';
import { Migration20261213000000_search_gender } from './Migration20261213000000_search_gender.js';
import { Migration20261214000000_ready_interest_message } from './Migration20261214000000_ready_interest_message.js';

/** Every migration, in order. Add new ones here (explicit imports work from the built output). */
export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261201000000_executive_reset', class: Migration20261201000000_executive_reset },
  { name: 'Migration20261202000000_connect', class: Migration20261202000000_connect },
  { name: 'Migration20261203000000_search_district', class: Migration20261203000000_search_district },
  { name: 'Migration20261210000000_preferred_language', class: Migration20261210000000_preferred_language },
  { name: 'Migration20261211000000_conversation', class: Migration20261211000000_conversation },
  { name: 'Migration20261212000000_users_list', class: Migration20261212000000_users_list },
  { name: 'Migration20261213000000_search_gender', class: Migration20261213000000_search_gender },
  { name: 'Migration20261214000000_ready_interest_message', class: Migration20261214000000_ready_interest_message },
];
