/** The operator console's people and orders: search, a person's page, suspension, sessions and listings. */
export { PeopleScreen } from './PeopleScreen';
export { PersonScreen } from './PersonScreen';
