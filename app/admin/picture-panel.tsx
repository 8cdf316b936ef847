import { useEffect, useState } from 'react';
import { describePicture, pictureWarnings, type PictureFacts, type PictureWarning } from '../../common/editor/picture-notes.ts';
import type { PictureSlotName } from '../../common/images/picture-slots.ts';
import { cropsPicture, type CropBox } from '../../common/images/slot-crop.ts';
import { askCrop } from './picture-crop-request.ts';
import { readPicture, type PictureBackend } from './picture-source.ts';
import styles from './picture-panel.module.css';

// The panel under a picture field of the web editor (docs/web-editor.md, «Pictures»): the picture's
// size in pixels and its weight, and where its collection's card cuts it to proportions of its
// own, the photo with the part the card shows outlined and the rest dimmed — the build's own crop,
// asked of the server (picture-crop-request.ts). Warnings in the form's words
// (common/editor/picture-notes.ts), as text: a picture narrower than its place, a heavy file, a
// file too large to save.

export interface PicturePanelProps {
  /** the field's value: the picture's address on the site */
  address: string;
  /** the browser's copy, for a picture uploaded and not saved yet */
  unsavedUrl: string | undefined;
  /** the slot its card shows it in (the field's picture_slot), if any */
  slot: PictureSlotName | undefined;
  backend: PictureBackend | undefined;
}

/** where the slot is, in words: «Так фото будет обрезано в карточке новости» */
const PLACES: Partial<Record<PictureSlotName, { place: string; proportions: string }>> = {
  newsCard: { place: 'в карточке новости', proportions: '4 : 3' },
  card: { place: 'в карточке сотрудника', proportions: '4 : 5' },
};

type Reading =
  { state: 'reading' } | { state: 'unreadable' } | { state: 'read'; facts: PictureFacts; url: string; crop?: CropBox | { error: string } | 'asking' };

export function PicturePanel({ address, unsavedUrl, slot, backend }: PicturePanelProps) {
  const [reading, setReading] = useState<Reading>({ state: 'reading' });
  useEffect(() => {
    let current = true;
    let url: string | undefined;
    setReading({ state: 'reading' });
    void (async () => {
      const file = await readPicture(address, unsavedUrl, backend).catch(() => undefined);
      if (!current) return;
      if (file === undefined) return setReading({ state: 'unreadable' });
      // upright, as the browser draws it: the size a visitor's picture has
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => undefined);
      if (!current) return bitmap?.close();
      if (bitmap === undefined) return setReading({ state: 'unreadable' });
      url = URL.createObjectURL(file);
      const facts: PictureFacts = { width: bitmap.width, height: bitmap.height, bytes: file.size, type: typeOf(file.type) };
      const crops = slot !== undefined && cropsPicture(slot) && facts.type !== 'svg';
      setReading({ state: 'read', facts, url, ...(crops ? { crop: 'asking' as const } : {}) });
      if (!crops) return bitmap.close();
      const answer = await askCrop(bitmap, slot);
      bitmap.close();
      if (current) setReading({ state: 'read', facts, url, crop: 'crop' in answer ? answer.crop : answer });
    })();
    return () => {
      current = false;
      if (url !== undefined) URL.revokeObjectURL(url);
    };
  }, [address, unsavedUrl, slot, backend]);

  if (reading.state === 'reading') return <p className={styles.panel}>Читаю картинку…</p>;
  if (reading.state === 'unreadable') return <p className={styles.panel}>Картинку не удалось прочитать: размер и обрезку показать нельзя.</p>;
  const { facts, url, crop } = reading;
  const warnings = pictureWarnings(facts, slot);
  const place = slot === undefined ? undefined : PLACES[slot];
  return (
    <div className={styles.panel} role="group" aria-label="Картинка поля">
      <p className={styles.size}>{describePicture(facts)}</p>
      {warnings.length > 0 ? (
        <ul className={styles.warnings}>
          {warnings.map((warning) => (
            <li key={warning.kind} className={styles.warning} data-kind={warning.kind}>
              <strong>{headOf(warning)}</strong> {warning.text}
            </li>
          ))}
        </ul>
      ) : null}
      {crop === 'asking' ? <p>Показываю, как карточка обрежет фото…</p> : null}
      {crop !== undefined && crop !== 'asking' && 'error' in crop ? <p>Обрезку показать не удалось. {crop.error}</p> : null}
      {crop !== undefined && crop !== 'asking' && !('error' in crop) ? (
        <figure className={styles.figure}>
          <div className={styles.frame}>
            <img className={styles.photo} src={url} alt={`Так фото будет обрезано ${place?.place ?? 'в карточке'}`} />
            <div
              className={styles.crop}
              data-picture-crop=""
              aria-hidden="true"
              style={{ left: percent(crop.left), top: percent(crop.top), width: percent(crop.width), height: percent(crop.height) }}
            />
          </div>
          <figcaption className={styles.caption}>
            В рамке — то, что покажет карточка{place === undefined ? '' : ` (${place.proportions})`}; затемнённые края на сайте видны не будут. Сайт обрезает
            фото сам, оставляя в кадре главное (лицо, яркий предмет).
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}

function headOf(warning: PictureWarning): string {
  return warning.kind === 'too-large' ? 'Не сохранится.' : 'Внимание.';
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(3)}%`;
}

/** the pipeline's name of a type (image-size's): only «svg» matters to the rules */
function typeOf(mime: string): string {
  const subtype = mime.split('/')[1] ?? '';
  return subtype === 'jpeg' ? 'jpg' : subtype === 'svg+xml' ? 'svg' : subtype;
}
