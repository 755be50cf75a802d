import { DEFAULT_MESSAGES, imageUploadProblem } from '@dishcraft/contract';

/**
 * Why a chosen file cannot be sent as a picture, or null: the contract's size and type check, then the browser
 * decodes it, since a name or a type can lie (issue #19: a renamed text file showed a broken preview and was only
 * refused by the server).
 */
export async function imageFileProblem(file: File): Promise<string | null> {
  const problem = imageUploadProblem(file);
  if (problem) return problem;
  try {
    (await createImageBitmap(file)).close();
    return null;
  } catch {
    return DEFAULT_MESSAGES.image;
  }
}
