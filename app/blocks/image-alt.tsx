/**
 * A picture's alt text, shown in its place only when the low-vision version hides images
 * (app/styles/low-vision.css overrides `hidden` then). The `hidden` attribute, not a class, keeps it
 * out wherever the stylesheet does not apply — reader modes, text browsers, copies of the page —
 * where the picture's own alt text already stands for it. A decorative picture (empty alt) has none.
 */
export function ImageAlt({ alt }: { alt: string | undefined }) {
  return alt ? (
    <span data-image-alt="" hidden>
      {alt}
    </span>
  ) : null;
}
