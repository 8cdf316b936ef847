// The two ways a family reaches the clinic (spec §2.6, §2.12). Both are light here: the forms
// themselves are fetched when first needed. See docs/forms.md.
export { CallbackRoot, CALLBACK_TRIGGER_SELECTOR, preloadCallback } from './callback-root.tsx';
export { AnketFormBlock, type AnketFormBlockProps } from './anket-form-block.tsx';
