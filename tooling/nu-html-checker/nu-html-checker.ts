import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// the jar itself, run by Debian's java: the package's own launcher would download a Java
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export interface NuMessage {
  /** which document: the name it was checked under */
  page: string;
  type: string;
  message: string;
  extract?: string;
}

/**
 * Checks HTML documents with the Nu Html Checker (the W3C validator's engine: npm's vnu-jar run by
 * Debian's Java, no network) in one Java start; returns its errors, none when all are valid.
 */
export async function nuHtmlErrors(
  documents: readonly { name: string; html: string }[],
): Promise<NuMessage[]> {
  const dir = await mkdtemp(join(tmpdir(), 'nu-html-'));
  try {
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = join(dir, `${index}.html`);
        await writeFile(file, document.html);
        return file;
      }),
    );
    // exit code 1 when it found errors: the report is on stderr either way
    const result = await run(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string; code?: number }) => {
      if (error.code === 1 && error.stderr) return { stderr: error.stderr };
      throw error;
    });
    const report = JSON.parse(result.stderr) as {
      messages: { url: string; type: string; message: string; extract?: string }[];
    };
    return report.messages.map(({ url, type, message, extract }) => ({
      page: documents[files.findIndex((file) => url.endsWith(file))]?.name ?? url,
      type,
      message,
      extract,
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
