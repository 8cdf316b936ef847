import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatePhoto } from '../testing/images/generate-photo.ts';

// The site as it will be when the clinic sends its photographs (docs/performance.md, «Lighthouse»):
// the real content, each drawing that stands for a photo (the building, the hall, the exercise
// room, the news pictures, the home page's picture) replaced by a phone's photo — 4000×3000,
// camera grain, EXIF orientation and GPS — and a photo for every worker. Built as `npm run build`
// builds, into .cache/bench-photo-site/; the photos and the picture cache are kept between runs.

const ROOT = path.resolve(import.meta.dirname, '..');
const HOME = path.join(ROOT, '.cache/bench-photo-site');
/** drawings of things a photo will show; the research scheme stays a drawing */
const PHOTOS = ['clinic/hall', 'clinic/building', 'clinic/exercise-room', 'news/nomination-2011', 'news/victory-2012', 'home/welcome'];

export interface PhotoSite {
  distDir: string;
  dataDir: string;
  photos: number;
}

export async function buildPhotoSite(log: (line: string) => void): Promise<PhotoSite> {
  const content = path.join(HOME, 'content');
  const photoDir = path.join(HOME, 'photos');
  mkdirSync(photoDir, { recursive: true });
  rmSync(content, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'content'), content, { recursive: true });

  const photo = async (name: string) => {
    const file = path.join(photoDir, `${name.replace(/\//g, '-')}.jpg`);
    if (!existsSync(file)) writeFileSync(file, await generatePhoto());
    return readFileSync(file);
  };
  let photos = 0;
  const replace = (from: string, to: string) => {
    for (const file of readdirSync(content, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(md|yaml)$/.test(file)) continue;
      const full = path.join(content, file);
      const text = readFileSync(full, 'utf8');
      if (text.includes(from)) writeFileSync(full, text.split(from).join(to));
    }
  };
  for (const name of PHOTOS) {
    writeFileSync(path.join(content, 'public/images', `${name}.jpg`), await photo(name));
    replace(`/images/${name}.svg`, `/images/${name}.jpg`);
    photos++;
  }
  const staffDir = path.join(content, 'data/staff');
  mkdirSync(path.join(content, 'public/images/staff'), { recursive: true });
  for (const file of readdirSync(staffDir).filter((name) => name.endsWith('.yaml'))) {
    const slug = file.replace(/\.yaml$/, '');
    writeFileSync(path.join(content, 'public/images/staff', `${slug}.jpg`), await photo(`staff/${slug}`));
    const text = readFileSync(path.join(staffDir, file), 'utf8');
    if (/^photo:/m.test(text)) continue;
    writeFileSync(path.join(staffDir, file), `${text.trimEnd()}\nphoto:\n  src: /images/staff/${slug}.jpg\n  alt: Фотография сотрудника клиники\n`);
    photos++;
  }
  log(`photo site: ${photos} photos (4000×3000, ~8 MB each) in the real content; building…`);
  const distDir = path.join(HOME, 'dist');
  const dataDir = path.join(HOME, 'dist-data');
  execFileSync(process.execPath, ['--import', 'tsx', 'tooling/build/build.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CI: '1',
      FORMS: 'local',
      ALLOW_SAMPLE_DATA: '1',
      NODE_ENV: 'production',
      CONTENT_DIR: content,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      IMAGE_CACHE_DIR: path.join(HOME, 'image-cache'),
    },
  });
  return { distDir, dataDir, photos };
}
