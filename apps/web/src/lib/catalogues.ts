import { addCatalogue, hasCatalogue, type Language } from '@dishcraft/contract';

/**
 * Makes `language`'s texts available. English is in the app's first script; Arabic is a chunk of its own, fetched
 * only for a page in Arabic (before it renders) or when the visitor switches, so English pages do not carry it.
 */
export async function loadCatalogue(language: Language): Promise<void> {
  if (hasCatalogue(language)) return;
  const { ar } = await import('@dishcraft/contract/i18n/ar');
  addCatalogue('ar', ar);
}
