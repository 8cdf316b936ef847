// The pictures under content/public/images/ that stand in for what the clinic must send (a drawing
// where a photo of the hall belongs): each says so itself, so replacing the file takes it off the
// launch checklist with no other edit. An SVG carries `data-sample="what to send"` on its root
// element; a PNG an iTXt (or tEXt) chunk with the keyword `sample`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SampleValue } from '../shared/sample-values.ts';

const IMAGES = 'images/';

/** a launch item for each marked picture under images/ (`files` relative to the public folder) */
export function placeholderPictures(publicDir: string, files: readonly string[], label = 'public'): SampleValue[] {
  const items: SampleValue[] = [];
  for (const file of files) {
    if (!file.startsWith(IMAGES)) continue;
    const extension = path.extname(file).toLowerCase();
    if (extension !== '.svg' && extension !== '.png') continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(publicDir, file));
    } catch {
      continue; // a file that cannot be read is reported by the public files' own check
    }
    const note = extension === '.svg' ? svgSampleNote(bytes.toString('utf8')) : pngSampleNote(bytes);
    if (note !== undefined) items.push({ what: note, file: `${label}/${file}`, line: 1, topic: 'изображения', kind: 'send' });
  }
  return items;
}

/** `data-sample="…"` on the root <svg> element */
export function svgSampleNote(text: string): string | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  const note = root === undefined ? undefined : /\sdata-sample\s*=\s*"([^"]*)"/i.exec(root)?.[1]?.trim();
  return note === undefined || note === '' ? undefined : decodeXmlEntities(note);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** the text of an iTXt or tEXt chunk with the keyword `sample`, read up to the image data */
export function pngSampleNote(bytes: Buffer): string | undefined {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, Math.min(bytes.length, offset + 8 + length));
    if (type === 'IDAT' || type === 'IEND') return undefined;
    const keywordEnd = data.indexOf(0);
    if (keywordEnd !== -1 && data.toString('latin1', 0, keywordEnd) === 'sample') {
      if (type === 'tEXt') return data.toString('latin1', keywordEnd + 1).trim() || undefined;
      // iTXt: keyword, 0, compression flag, method, language tag, 0, translated keyword, 0, UTF-8 text
      if (type === 'iTXt' && data[keywordEnd + 1] === 0) {
        const languageEnd = data.indexOf(0, keywordEnd + 3);
        const translatedEnd = languageEnd === -1 ? -1 : data.indexOf(0, languageEnd + 1);
        if (translatedEnd !== -1) return data.toString('utf8', translatedEnd + 1).trim() || undefined;
      }
    }
    offset += 12 + length;
  }
  return undefined;
}

function decodeXmlEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
