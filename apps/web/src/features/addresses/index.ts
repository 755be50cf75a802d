/** What other features may use of the address book (ADR 017): the list, the form, one address's wording. */
export { useAddresses, useAreaList } from './api';
export { AddressBook, AddressCard } from './AddressBook';
export { AddressForm, areaName } from './AddressForm';
export { addressLines, addressOneLine, type AddressParts } from './lines';
export type { Address, Area } from './types';
