import { DEFAULT_MESSAGES, imageUploadProblem, localizeMessage } from '@dishcraft/contract';
import { activeLocale } from '../lib/locale';

/**
 * Why a chosen file cannot be sent as a picture, or null: the contract's size and type check, then the browser
 * decodes it, since a name or a type can lie (issue #19: a renamed text file showed a broken preview and was only
 * refused by the server). The reason reads in the page's language.
 */
export async function imageFileProblem(file: File): Promise<string | null> {
  const problem = imageUploadProblem(file) ?? (await undecodable(file));
  return problem && localizeMessage(problem, activeLocale().language);
}

async function undecodable(file: File): Promise<string | null> {
  try {
    (await createImageBitmap(file)).close();
    return null;
  } catch {
    return DEFAULT_MESSAGES.image;
  }
}
