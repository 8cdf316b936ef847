/**
 * A picture's alt text, shown in its place when the low-vision version hides images
 * (app/styles/low-vision.css); hidden otherwise. A decorative picture (empty alt) has none.
 */
export function ImageAlt({ alt }: { alt: string | undefined }) {
  return alt ? <span data-image-alt="">{alt}</span> : null;
}
