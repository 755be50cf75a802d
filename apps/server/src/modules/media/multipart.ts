import { existsSync } from 'node:fs';

/** Test helper: a multipart/form-data body as a browser sends it, for `call(t, …, multipart(…))`. */
export interface FilePart {
  filename: string;
  content: Buffer;
  type?: string;
}

export function multipart(fields: Record<string, string | FilePart>) {
  const boundary = `----dishcraft${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Waits (up to 5 s) until the after-commit cleanup has deleted `file`; fails otherwise. */
export async function gone(file: string): Promise<void> {
  for (let waited = 0; existsSync(file); waited += 20) {
    if (waited > 5000) throw new Error(`${file} was not deleted`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
