// The first-load side of the two ways a family reaches the clinic (spec §2.6, §2.12): the callback
// modal's root and triggers. The forms themselves are fetched when first needed; the anket's form
// (anket-form.tsx) is imported by its lazy content block (app/blocks/anket-form-block.tsx), so it
// stays out of the first load too. See docs/forms.md.
export { CallbackRoot, preloadCallback } from './callback-root.tsx';
