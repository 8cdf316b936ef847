import { describe, expect, it } from 'vitest';
import { unsavedPicture } from '../../../app/admin/unsaved-picture.ts';

// The media library's files of the entry edited, as Decap keeps them: a picture just uploaded is a
// draft with the browser's copy; the others are on the site already.
const FILES = [
  { path: 'public/images/news/novoe-otdelenie.png', url: 'blob:http://127.0.0.1/1', draft: true },
  { path: 'public/images/news/nomination-2011.svg', url: 'blob:http://127.0.0.1/2' },
  { path: 'content/public/images/staff/ivanova.jpg', url: 'blob:http://127.0.0.1/3', draft: true },
];

describe('unsavedPicture', () => {
  it('draws a picture not saved yet from the browser’s copy, by its address on the site', () => {
    expect(unsavedPicture(FILES, '/images/news/novoe-otdelenie.png')).toBe('blob:http://127.0.0.1/1');
    // the production content root before the public folder
    expect(unsavedPicture(FILES, '/images/staff/ivanova.jpg')).toBe('blob:http://127.0.0.1/3');
  });

  it('leaves a picture already on the site, another folder’s file and an outside address to Decap', () => {
    expect(unsavedPicture(FILES, '/images/news/nomination-2011.svg')).toBeUndefined();
    expect(unsavedPicture(FILES, '/images/staff/novoe-otdelenie.png')).toBeUndefined();
    expect(unsavedPicture(FILES, 'https://example.org/images/news/novoe-otdelenie.png')).toBeUndefined();
  });
});
