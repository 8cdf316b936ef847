// Which route a content file serves: pages/about.md → /about, pages/news/index.md → /news,
// pages/index.md → /.

export const PAGES_DIR = 'pages';
/** the folder of pictures and files the pages link to, served as they are */
export const PUBLIC_DIR = 'public';

export function routeOfFile(relativePath: string): string | undefined {
  const match = /^pages\/(.+)\.md$/.exec(relativePath);
  if (match === null) return undefined;
  const withoutIndex = match[1]!.replace(/(^|\/)index$/, '');
  return `/${withoutIndex}`;
}
