import type { TFunction } from 'i18next';

/** The parts of an address every screen words the same way: a saved address, or the copy an order keeps. */
export interface AddressParts {
  street: string;
  building?: string;
  floor?: string;
  apartment?: string;
  landmark?: string;
}

/** "12 Nile St" / "Building 4 · Floor 3 · Apartment 12" / "Landmark: next to the mosque": the lines that have something. */
export function addressLines(address: AddressParts, t: TFunction): string[] {
  const unit = [
    address.building && t('addresses.line.building', { value: address.building }),
    address.floor && t('addresses.line.floor', { value: address.floor }),
    address.apartment && t('addresses.line.apartment', { value: address.apartment }),
  ].filter(Boolean);
  return [
    address.street,
    unit.join(t('addresses.line.separator')),
    address.landmark ? t('addresses.line.landmark', { value: address.landmark }) : '',
  ].filter((line): line is string => Boolean(line));
}

/** The one line the order's `delivery_address` keeps for old clients and e-mails. */
export function addressOneLine(address: AddressParts, areaLabel: string, t: TFunction): string {
  return [...addressLines(address, t), areaLabel].join(', ');
}
